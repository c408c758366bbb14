#include "game/ui/platform.hpp"

#include <cstdio>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include "game/ui/app.hpp"
#include "game/ui/theme.hpp"

namespace sudoku::ui {

namespace {

// After an event the UI redraws a few frames so that hover and click feedback settle; otherwise
// it sleeps in SDL_WaitEventTimeout and wakes once a second (for the clock, later).
constexpr int kFramesAfterInput = 3;
constexpr int kIdleWakeMs = 1000;

void begin_imgui(SDL_Window* window, SDL_Renderer* renderer, App& app) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // layout is code, not a file in the working directory
    apply_style(app.scale);
    ImGui_ImplSDL2_InitForSDLRenderer(window);
    ImGui_ImplSDLRenderer_Init(renderer);
    app.fonts = load_fonts(app.scale);
}

void end_imgui() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

void render(SDL_Renderer* renderer) {
    ImGui::Render();
    const std::uint32_t bg = kDefaultTheme.window_background;
    SDL_SetRenderDrawColor(renderer, (bg >> 16) & 0xFF, (bg >> 8) & 0xFF, bg & 0xFF, 0xFF);
    SDL_RenderClear(renderer);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

bool write_png(SDL_Surface* surface, const std::string& path) {
    // ARGB8888 stores each pixel as one 32-bit word; PNG wants R, G, B, A bytes.
    std::vector<unsigned char> rgba(std::size_t(surface->w) * surface->h * 4);
    SDL_LockSurface(surface);
    for (int y = 0; y < surface->h; ++y) {
        const auto* row = reinterpret_cast<const std::uint32_t*>(static_cast<const unsigned char*>(surface->pixels) +
                                                                 std::size_t(y) * surface->pitch);
        for (int x = 0; x < surface->w; ++x) {
            std::uint32_t p = row[x];
            unsigned char* out = &rgba[(std::size_t(y) * surface->w + x) * 4];
            out[0] = (p >> 16) & 0xFF;
            out[1] = (p >> 8) & 0xFF;
            out[2] = p & 0xFF;
            out[3] = 0xFF;
        }
    }
    SDL_UnlockSurface(surface);
    return stbi_write_png(path.c_str(), surface->w, surface->h, 4, rgba.data(), surface->w * 4) != 0;
}

}  // namespace

int run_window(const LaunchOptions& options) {
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        std::fprintf(stderr, "sudoku: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window* window =
        SDL_CreateWindow("Sudoku", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width, options.height,
                         SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window) {
        std::fprintf(stderr, "sudoku: cannot open a window: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_Renderer* renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!renderer) renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer) {
        std::fprintf(stderr, "sudoku: cannot create a renderer: %s\n", SDL_GetError());
        SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }

    App app;
    app.grid = options.puzzle;
    begin_imgui(window, renderer, app);

    int frames_to_draw = kFramesAfterInput;
    while (!app.quit_requested) {
        SDL_Event event;
        bool got = frames_to_draw > 0 ? SDL_PollEvent(&event) : SDL_WaitEventTimeout(&event, kIdleWakeMs);
        while (got) {
            ImGui_ImplSDL2_ProcessEvent(&event);
            if (event.type == SDL_QUIT) app.quit_requested = true;
            if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE &&
                event.window.windowID == SDL_GetWindowID(window))
                app.quit_requested = true;
            const ImGuiIO& io = ImGui::GetIO();
            bool keyboard = event.type == SDL_KEYDOWN || event.type == SDL_KEYUP || event.type == SDL_TEXTINPUT;
            if (!(keyboard && io.WantCaptureKeyboard)) handle_event(app, event);
            frames_to_draw = kFramesAfterInput;
            got = SDL_PollEvent(&event);
        }
        if (frames_to_draw == 0) frames_to_draw = 1;  // the once-a-second wake-up
        if (SDL_GetWindowFlags(window) & SDL_WINDOW_MINIMIZED) {
            frames_to_draw = 0;
            continue;
        }
        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        draw_frame(app);
        render(renderer);
        SDL_RenderPresent(renderer);
        --frames_to_draw;
    }

    end_imgui();
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}

int render_screenshot(const LaunchOptions& options) {
    SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        std::fprintf(stderr, "sudoku: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    // The hidden window exists only so the platform backend has a window to query.
    SDL_Window* window = SDL_CreateWindow("Sudoku", 0, 0, options.width, options.height, SDL_WINDOW_HIDDEN);
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, options.width, options.height, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer* renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
    if (!window || !surface || !renderer) {
        std::fprintf(stderr, "sudoku: cannot set up headless rendering: %s\n", SDL_GetError());
        if (surface) SDL_FreeSurface(surface);
        if (window) SDL_DestroyWindow(window);
        SDL_Quit();
        return 1;
    }

    App app;
    app.grid = options.puzzle;
    begin_imgui(window, renderer, app);
    ImGuiIO& io = ImGui::GetIO();
    // Two frames: ImGui sizes auto-fitting windows on the first and draws them settled on the second.
    for (int frame = 0; frame < 2; ++frame) {
        ImGui_ImplSDLRenderer_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        io.DisplaySize = ImVec2(float(options.width), float(options.height));
        io.DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
        io.DeltaTime = 1.0f / 60.0f;
        ImGui::NewFrame();
        draw_frame(app);
        render(renderer);
    }
    SDL_RenderFlush(renderer);
    bool written = write_png(surface, options.screenshot_path);
    if (!written) std::fprintf(stderr, "sudoku: cannot write %s\n", options.screenshot_path.c_str());

    end_imgui();
    SDL_DestroyRenderer(renderer);
    SDL_FreeSurface(surface);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return written ? 0 : 1;
}

}  // namespace sudoku::ui
