#include "game/ui/platform.hpp"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include "engine/logic/logical_solver.hpp"
#include "game/ui/app.hpp"
#include "game/ui/puzzle_stock.hpp"
#include "game/ui/script.hpp"
#include "game/ui/theme.hpp"
#include "game/ui/translate.hpp"
#include "game/ui/welcome.hpp"
#include "saves/save_format.hpp"

namespace sudoku::ui {

namespace {

// After input the UI redraws a few frames so hover and click feedback settle; otherwise it sleeps
// in SDL_WaitEventTimeout and wakes once a second for the clock.
constexpr int kFramesAfterInput = 3;
constexpr int kIdleWakeMs = 1000;
constexpr int kPendingWakeMs = 100;  // while a puzzle is being made

// In a dialog or a menu, Space presses or toggles the chosen item as Enter does (ImGui 1.86 takes
// one activation key, which begin_imgui makes Enter). Not while a text field takes the keys: there
// Space is a space.
SDL_Event space_as_enter(const App& app, SDL_Event event) {
    const bool key = event.type == SDL_KEYDOWN || event.type == SDL_KEYUP;
    if (key && event.key.keysym.scancode == SDL_SCANCODE_SPACE && !ImGui::GetIO().WantTextInput &&
        (app.dialog_open() || ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)))
        event.key.keysym.scancode = SDL_SCANCODE_RETURN, event.key.keysym.sym = SDLK_RETURN;
    return event;
}

// Whether a key goes to handle_event (the board and the game's shortcuts, or a dialog's few keys:
// Esc, Ctrl+Q, Ctrl+Enter) as well as to ImGui: always with a dialog open, never while a menu of
// the bar is open or about to open (ImGui alone walks it). Decided by what is open now, not by
// ImGui's WantCaptureKeyboard, which is a frame behind: the first key in a menu that Left or Right
// just opened reached the board, and the first key after a dialog closed with Enter on its button
// did not (#33, found by the audit's [care] tests).
bool keys_reach_app(const App& app) {
    if (app.dialog_open()) return true;
    return !app.open_menu && !ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}

// The window whose size the fonts are made for (one ImGui context, one window).
SDL_Window* g_window = nullptr;

// Fonts at the sizes this window's layout shows them, and the style sized to match.
void load_fonts_for_window(App& app) {
    int w = 0, h = 0;
    SDL_GetWindowSize(g_window, &w, &h);
    app.fonts = load_fonts(wanted_font_sizes(app, float(w), float(h)));
    app.type_scale = app.fonts.sizes.text / 17.0f;
    apply_style(app.settings.theme, app.scale());
}

void begin_imgui(SDL_Window* window, SDL_Renderer* renderer, App& app) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;  // layout is code, not a file in the working directory
    g_window = window;
    ImGui_ImplSDL2_InitForSDLRenderer(window);
    ImGui_ImplSDLRenderer_Init(renderer);
    // In menus (keyboard navigation, see draw_frame) Enter activates the highlighted item, as
    // players expect; ImGui 1.86 activates with Space. (Typing a space in a text field comes
    // from text input events, not from this key map.)
    ImGui::GetIO().KeyMap[ImGuiKey_Space] = SDL_SCANCODE_RETURN;
    load_fonts_for_window(app);
}

void end_imgui() {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
}

// A new UI scale, window size or display scale needs a new font atlas (and texture) and resized
// style: text is rasterised at the size it is shown, so it stays crisp at every size.
void rebuild_fonts_if_needed(App& app) {
    int w = 0, h = 0;
    SDL_GetWindowSize(g_window, &w, &h);
    if (!app.fonts_dirty && wanted_font_sizes(app, float(w), float(h)) == app.fonts.sizes) return;
    app.fonts_dirty = false;
    ImGui_ImplSDLRenderer_DestroyFontsTexture();
    ImGui::GetIO().Fonts->Clear();
    load_fonts_for_window(app);
}

// HiDPI: a drawable larger than the window (Wayland or macOS scaling) means fonts are rasterised
// at drawable pixels; a display of more than 115 DPI (96 + 20 %) with no such scaling gets a UI
// scale of its DPI / 96, in quarter steps (the player's own setting, or --ui-scale, still wins).
void read_display_scale(SDL_Window* window, SDL_Renderer* renderer, App& app) {
    int drawable_w = 0, window_w = 0, h = 0;
    SDL_GetRendererOutputSize(renderer, &drawable_w, &h);
    SDL_GetWindowSize(window, &window_w, &h);
    app.display_scale = window_w > 0 && drawable_w > window_w ? float(drawable_w) / float(window_w) : 1.0f;
    float dpi = 0;
    app.dpi_scale = 1.0f;
    if (app.display_scale == 1.0f &&
        SDL_GetDisplayDPI(SDL_GetWindowDisplayIndex(window), nullptr, &dpi, nullptr) == 0 && dpi > 96.0f * 1.2f)
        app.dpi_scale = std::clamp(std::round(dpi / 96.0f * 4.0f) / 4.0f, 1.0f, 3.0f);  // in quarter steps
}

void use_background_colour(SDL_Renderer* renderer, const App& app) {
    const std::uint32_t bg = palette(app.settings.theme).window_background;
    SDL_SetRenderDrawColor(renderer, (bg >> 16) & 0xFF, (bg >> 8) & 0xFF, bg & 0xFF, 0xFF);
}

void clear(SDL_Renderer* renderer, const App& app) {
    use_background_colour(renderer, app);
    SDL_RenderClear(renderer);
}

// The first game: a saved one (--load), the puzzle given, an offer to resume the last game, or a
// new one. Returns false when --load failed (the message says why).
bool start_first_game(App& app, const LaunchOptions& options, bool offer_resume) {
    if (!options.import_text.empty()) {
        app.import_text = options.import_text;
        app.windows[WindowId::Import] = true;
        offer_resume = false;
    }
    if (!options.load_slot.empty()) {
        app.load_from(options.load_slot);
        return app.session.game.has_value();
    }
    if (options.puzzle) {
        game::GameInfo info;
        Rating r = rate(options.puzzle->givens());
        if (r.valid) info.level = r.level, info.rating = r.score;
        const std::string origin = info.level ? std::string(level_name(*info.level)) + " puzzle" : "Puzzle";
        app.start_puzzle(*options.puzzle, origin, info);
        app.session.origin_phrase =
            info.level ? Phrase(N_("{level} puzzle"), {{"level", Phrase(level_name(*info.level).data())}})
                       : Phrase(N_("Puzzle"));
    } else if (offer_resume && !options.seed && options.shape == ShapeParams{} && app.saves.resumable &&
               app.saves.resumable->summary) {
        app.windows[WindowId::Resume] = true;  // the prompt starts a new game if the player declines
        app.session.level = options.level;
    } else if (options.welcome && app.saves.first_run) {
        app.session.shape_params = options.shape;  // the welcome's first choice
        app.session.level = options.level;
        open_welcome(app);  // welcome.cpp: the first game starts when the player has chosen it
    } else {
        app.session.shape_params = options.shape;
        app.new_game(options.level, options.seed);
    }
    return true;
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

// Restricts every draw command to a rectangle (commands outside it get an empty clip, which the
// renderer backend skips), for redrawing one strip of the window.
void clip_draw_data(ImDrawData* data, const App::Rect& r) {
    for (int i = 0; i < data->CmdListsCount; ++i) {
        for (ImDrawCmd& cmd : data->CmdLists[i]->CmdBuffer) {
            cmd.ClipRect.x = std::max(cmd.ClipRect.x, r.x0);
            cmd.ClipRect.y = std::max(cmd.ClipRect.y, r.y0);
            cmd.ClipRect.z = std::min(cmd.ClipRect.z, r.x1);
            cmd.ClipRect.w = std::min(cmd.ClipRect.w, r.y1);
            if (cmd.ClipRect.z < cmd.ClipRect.x) cmd.ClipRect.z = cmd.ClipRect.x;
            if (cmd.ClipRect.w < cmd.ClipRect.y) cmd.ClipRect.w = cmd.ClipRect.y;
        }
    }
}

double cpu_ms() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}

// SDL's video drivers that show nothing on any screen.
bool shows_nothing(std::string_view driver) {
    return driver == "offscreen" || driver == "dummy" || driver == "evdev";
}

// Starts SDL with a video driver that reaches a display, or prints one line saying which drivers
// were tried and why each failed, and returns false. Left to itself SDL falls back to its
// 'offscreen' driver when no display can be opened (e.g. DISPLAY names no X server), and the game
// would run on for ever with no window anyone can see; the drivers are therefore tried one at a
// time, in SDL's order, without the invisible ones. SDL_VIDEODRIVER, when set, is the only one tried.
bool start_sdl_with_a_display() {
    constexpr Uint32 kSubsystems = SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER;
    const char* chosen = SDL_getenv("SDL_VIDEODRIVER");
    std::vector<std::string> drivers;
    if (chosen && *chosen) {
        drivers.emplace_back(chosen);
    } else {
        for (int i = 0; i < SDL_GetNumVideoDrivers(); ++i)
            if (!shows_nothing(SDL_GetVideoDriver(i))) drivers.emplace_back(SDL_GetVideoDriver(i));
    }
    auto env = [](const char* name) -> std::string {
        const char* value = SDL_getenv(name);
        return value ? value : "";
    };
    std::string failures;
    for (const std::string& driver : drivers) {
        std::string error;
        if (shows_nothing(driver)) {
            error = "shows no window";
        } else if (driver == "wayland" && env("XDG_RUNTIME_DIR").empty() && env("WAYLAND_SOCKET").empty() &&
                   env("WAYLAND_DISPLAY").rfind('/', 0) != 0) {
            // Not tried: no compositor can be reached, and libwayland would print a line of its own.
            error = "XDG_RUNTIME_DIR is not set";
        } else {
            if (!chosen || !*chosen) SDL_SetHint(SDL_HINT_VIDEODRIVER, driver.c_str());
            if (SDL_Init(kSubsystems) == 0) {
                const char* current = SDL_GetCurrentVideoDriver();
                if (current && !shows_nothing(current)) return true;
                error = std::string("SDL started '") + (current ? current : "no driver") + "' instead";
                SDL_Quit();
            } else {
                error = SDL_GetError();
                // SDL says only "x11 not available": say what it could not reach.
                if (error == driver + " not available") {
                    if (driver == "x11")
                        error =
                            env("DISPLAY").empty() ? "DISPLAY is not set" : "no X server at DISPLAY=" + env("DISPLAY");
                    else if (driver == "wayland")
                        error = "no Wayland compositor at WAYLAND_DISPLAY=" +
                                (env("WAYLAND_DISPLAY").empty() ? std::string("(unset)") : env("WAYLAND_DISPLAY"));
                    else
                        error = "not available";
                }
            }
        }
        failures += (failures.empty() ? "" : "; ") + driver + ": " + (error.empty() ? "failed" : error);
    }
    std::fprintf(stderr, "sudoku: cannot open a window (video driver%s tried: %s); --headless runs without a window\n",
                 drivers.size() == 1 ? "" : "s", failures.empty() ? "none" : failures.c_str());
    return false;
}

}  // namespace

namespace {

// The real window, its renderer, and how it presents frames.
struct Screen {
    SDL_Window* window = nullptr;
    SDL_Renderer* renderer = nullptr;
    bool accelerated = false;  // SUDOKU_RENDERER=accelerated: the GPU renderer (redraws whole frames)
};

// Starts SDL and opens the window with its renderer; false (the reason printed, SDL shut down)
// when it cannot.
bool open_screen(const LaunchOptions& options, Screen& screen) {
    const char* wanted = SDL_getenv("SUDOKU_RENDERER");
    screen.accelerated = wanted && std::string(wanted) == "accelerated";
    // SDL's software renderer by default: a 2D board needs no GPU, and it starts faster and
    // smaller than the OpenGL one (which loads Mesa's llvmpipe, 90 MiB, where there is no GPU).
    // SDL would still present the software frame through an OpenGL texture unless told not to.
    // SUDOKU_RENDERER=accelerated asks for the GPU renderer.
    if (!screen.accelerated) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (!start_sdl_with_a_display()) return false;
    screen.window = SDL_CreateWindow("Sudoku", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options.width,
                                     options.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!screen.window) {
        std::fprintf(stderr, "sudoku: cannot open a window: %s\n", SDL_GetError());
        SDL_Quit();
        return false;
    }
    screen.renderer = SDL_CreateRenderer(
        screen.window, -1,
        screen.accelerated ? SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC : SDL_RENDERER_SOFTWARE);
    if (!screen.renderer) screen.renderer = SDL_CreateRenderer(screen.window, -1, 0);
    if (!screen.renderer) {
        std::fprintf(stderr, "sudoku: cannot create a renderer: %s\n", SDL_GetError());
        SDL_DestroyWindow(screen.window);
        SDL_Quit();
        return false;
    }
    return true;
}

// The App as the window starts it: its clock, display scale, saves, language and fonts, then the
// first game and the puzzle stock.
void start_window_app(App& app, const Screen& screen, const LaunchOptions& options) {
    app.clock = [] { return std::int64_t(SDL_GetTicks64()); };
    // Below the minimum size the panel would crowd the board.
    SDL_SetWindowMinimumSize(screen.window, kMinWindowWidth, kMinWindowHeight);
    read_display_scale(screen.window, screen.renderer, app);
    if (options.ui_scale) app.ui_scale_override = *options.ui_scale;
    app.open_saves(options.save_dir);
    if (options.dark) app.settings.theme = game::Theme::Dark;
    apply_language(app.settings.language);  // before the fonts: the atlas holds its glyphs
    begin_imgui(screen.window, screen.renderer, app);
    if (!start_first_game(app, options, true)) app.new_game(options.level);  // the message says why
    app.open_puzzle_stock();  // after the first game: its shape and level are filled first
}

// One event from SDL: to ImGui, then to the App (quit, the window's own events, the keys).
void window_event(App& app, const Screen& screen, SDL_Event event) {
    event = space_as_enter(app, event);
    ImGui_ImplSDL2_ProcessEvent(&event);
    if (event.type == SDL_QUIT) app.request_quit();
    if (event.type == SDL_WINDOWEVENT && event.window.windowID == SDL_GetWindowID(screen.window)) {
        if (event.window.event == SDL_WINDOWEVENT_CLOSE) app.request_quit();
        if (event.window.event == SDL_WINDOWEVENT_DISPLAY_CHANGED || event.window.event == SDL_WINDOWEVENT_SIZE_CHANGED)
            read_display_scale(screen.window, screen.renderer, app);  // the fonts follow on the next frame
        if (event.window.event == SDL_WINDOWEVENT_FOCUS_LOST && app.settings.pause_when_unfocused && app.session.game &&
            app.session.game->state() == game::GameState::Playing)
            app.toggle_pause();
    }
    const bool keyboard = event.type == SDL_KEYDOWN || event.type == SDL_KEYUP || event.type == SDL_TEXTINPUT;
    if (!keyboard || keys_reach_app(app)) handle_event(app, event);
}

// Builds a frame and shows it: the whole window, or on a clock tick only the clock's strip (the
// software renderer keeps the rest of the last frame in the window surface).
void present_frame(App& app, const Screen& screen, bool clock_tick) {
    rebuild_fonts_if_needed(app);
    const App::Rect strip = app.clock_rect;
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui::GetIO().Fonts->ClearTexData();  // uploaded: the CPU copy of the atlas is not needed
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    draw_frame(app);
    ImGui::Render();
    if (clock_tick && !screen.accelerated && strip.x1 > strip.x0) {
        clip_draw_data(ImGui::GetDrawData(), strip);
        SDL_Rect r{int(strip.x0), int(strip.y0), int(std::ceil(strip.x1 - strip.x0)),
                   int(std::ceil(strip.y1 - strip.y0))};
        use_background_colour(screen.renderer, app);
        SDL_RenderFillRect(screen.renderer, &r);
        ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
        SDL_RenderFlush(screen.renderer);
        SDL_UpdateWindowSurfaceRects(screen.window, &r, 1);
    } else {
        clear(screen.renderer, app);
        ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
        SDL_RenderPresent(screen.renderer);
    }
}

}  // namespace

int run_window(const LaunchOptions& options) {
    Screen screen;
    if (!open_screen(options, screen)) return 1;
    App app;
    start_window_app(app, screen, options);

    int frames_to_draw = kFramesAfterInput;
    while (!app.quit_requested) {
        SDL_Event event;
        // While a puzzle is being made, wake often to show its progress and to start it on arrival.
        bool got = frames_to_draw > 0 ? SDL_PollEvent(&event)
                                      : SDL_WaitEventTimeout(&event, app.pending ? kPendingWakeMs : kIdleWakeMs);
        if (app.poll_pending()) frames_to_draw = kFramesAfterInput;
        // Woken by the timeout with nothing to do but the clock: redraw only the clock's strip, or
        // nothing at all when the clock is stopped.
        const bool clock_tick = !got && frames_to_draw == 0 && !app.pending;
        app.autosave(false);
        if (clock_tick && !app.clock_running()) continue;
        while (got) {
            window_event(app, screen, event);
            frames_to_draw = kFramesAfterInput;
            got = SDL_PollEvent(&event);
        }
        if (frames_to_draw == 0) frames_to_draw = 1;  // the once-a-second wake-up, for the clock
        if (SDL_GetWindowFlags(screen.window) & SDL_WINDOW_MINIMIZED) {
            frames_to_draw = 0;
            continue;
        }
        present_frame(app, screen, clock_tick);
        --frames_to_draw;
        if (app.busy()) frames_to_draw = std::max(frames_to_draw, 1);
    }

    app.autosave(true);
    app.join_workers();
    end_imgui();
    SDL_DestroyRenderer(screen.renderer);
    SDL_DestroyWindow(screen.window);
    SDL_Quit();
    return 0;
}

namespace {

// The headless front end: a hidden window (the platform backend needs one to query), a software
// renderer drawing into a surface, a clock the script moves, and mouse input set by hand (ImGui
// 1.86's SDL backend reads the mouse only from a focused window, which a dummy one never is).
struct Headless {
    SDL_Window* window = nullptr;
    SDL_Surface* surface = nullptr;
    SDL_Renderer* renderer = nullptr;
    App app;
    std::int64_t now_ms = 0;
    ImVec2 mouse{-1, -1};
    bool mouse_down[2] = {false, false};
    int modifiers = 0;                // Ctrl, Shift, Alt held for a script's click (SDL_Keymod bits)
    bool modifiers_were_set = false;  // the last frame had them: the next one lets them go
    int width = 0, height = 0;
    std::vector<double> build_ms, raster_ms;

    bool open(int w, int h, const LaunchOptions& options) {
        width = w, height = h;
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
        if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) return false;
        window = SDL_CreateWindow("Sudoku", 0, 0, w, h, SDL_WINDOW_HIDDEN);
        surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
        renderer = surface ? SDL_CreateSoftwareRenderer(surface) : nullptr;
        if (!window || !surface || !renderer) return false;
        app.clock = [this] { return now_ms; };
        // Headless runs (tests, screenshots) touch saves only in a folder given explicitly.
        if (options.save_dir) app.open_saves(options.save_dir);
        if (options.dark) app.settings.theme = game::Theme::Dark;
        apply_language(app.settings.language);  // before the fonts: the atlas holds its glyphs
        begin_imgui(window, renderer, app);
        return true;
    }

    void close() {
        if (renderer) end_imgui(), SDL_DestroyRenderer(renderer);
        if (surface) SDL_FreeSurface(surface);
        if (window) SDL_DestroyWindow(window);
        SDL_Quit();
    }

    void frame() {
        app.autosave(false);  // the same schedule as the window, on the clock that `wait` moves
        rebuild_fonts_if_needed(app);
        double t0 = cpu_ms();
        ImGui_ImplSDLRenderer_NewFrame();
        ImGui::GetIO().Fonts->ClearTexData();  // uploaded: the CPU copy of the atlas is not needed
        ImGui_ImplSDL2_NewFrame();
        ImGuiIO& io = ImGui::GetIO();
        io.DisplaySize = ImVec2(float(width), float(height));
        io.DisplayFramebufferScale = ImVec2(1.0f, 1.0f);
        io.DeltaTime = 1.0f / 60.0f;
        io.MousePos = mouse;
        if (modifiers) {  // a script's modified click (its keys set the modifiers themselves)
            io.KeyCtrl = modifiers & KMOD_CTRL;
            io.KeyShift = modifiers & KMOD_SHIFT;
            io.KeyAlt = modifiers & KMOD_ALT;
        } else if (modifiers_were_set) {
            io.KeyCtrl = io.KeyShift = io.KeyAlt = false;
        }
        modifiers_were_set = modifiers != 0;
        io.MouseDown[0] = mouse_down[0];
        io.MouseDown[1] = mouse_down[1];
        ImGui::NewFrame();
        draw_frame(app);
        ImGui::Render();
        double t1 = cpu_ms();
        clear(renderer, app);
        ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
        SDL_RenderFlush(renderer);
        double t2 = cpu_ms();
        build_ms.push_back(t1 - t0);
        raster_ms.push_back(t2 - t1);
    }

    void key(int keycode, int modifiers) {
        for (Uint32 type : {Uint32(SDL_KEYDOWN), Uint32(SDL_KEYUP)}) {
            SDL_Event e{};
            e.type = type;
            e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
            e.key.keysym.sym = keycode;
            e.key.keysym.scancode = SDL_GetScancodeFromKey(keycode);
            e.key.keysym.mod = Uint16(modifiers);
            e = space_as_enter(app, e);
            ImGui_ImplSDL2_ProcessEvent(&e);
            if (keys_reach_app(app)) handle_event(app, e);  // as the window does
            frame();
        }
    }

    // Press at `from`, move to `to` a few pixels a frame (every cell on the way gets frames), release.
    void drag(ImVec2 from, ImVec2 to) {
        mouse = from;
        frame();  // hover
        mouse_down[0] = true;
        frame();  // press
        const float dx = to.x - from.x, dy = to.y - from.y;
        const int steps = std::max(1, int(std::ceil(std::max(std::fabs(dx), std::fabs(dy)) / 8.0f)));
        for (int i = 1; i <= steps; ++i) {
            mouse = ImVec2(from.x + dx * float(i) / float(steps), from.y + dy * float(i) / float(steps));
            frame();
        }
        mouse_down[0] = false;
        frame();  // release
        frame();
    }

    void click(float x, float y, int button) {
        mouse = ImVec2(x, y);
        frame();  // hover
        mouse_down[button] = true;
        frame();  // press
        mouse_down[button] = false;
        frame();  // release
        frame();  // settled: ImGui's capture flags (computed in NewFrame) no longer see the press
    }
};

// Starts `count` seedless new games per shape and level of Game > New as Ctrl+N does (the game
// asks nothing: each is left unplayed) and prints the milliseconds from the key to the first
// frame with the new game on the board. With the puzzle stock, each game finds the stock refilled
// (as after a game played for minutes), so the figures are those of a player's Ctrl+N.
void bench_new_games(Headless& h, int count) {
    std::printf("| shape | level | games | median ms | p95 ms | max ms |\n|---|---|---:|---:|---:|---:|\n");
    for (const auto& [params, level] : new_game_choices()) {
        h.app.session.shape_params = params;
        std::vector<double> ms;
        for (int i = 0; i < count; ++i) {
            if (h.app.puzzle_stock) h.app.puzzle_stock->wait_ready(params, level, 1, 600000);
            const auto t0 = std::chrono::steady_clock::now();
            h.app.start_new_game(level);
            h.frame();
            ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
            if (!h.app.session.game || h.app.session.game->shape().params() != params) {
                std::fprintf(stderr, "sudoku: %s %s: %s\n", shape_params_name(params).c_str(),
                             std::string(level_name(level)).c_str(), h.app.message.c_str());
                break;
            }
        }
        std::printf("| %s | %s | %zu | %.1f | %.1f | %.1f |\n", shape_params_name(params).c_str(),
                    std::string(level_name(level)).c_str(), ms.size(), percentile(ms, 0.5), percentile(ms, 0.95),
                    percentile(ms, 1.0));
        std::fflush(stdout);
    }
}

// A script from its file: false (the reason printed, `status` set: 1 unreadable, 2 bad) when it
// cannot be run.
bool read_script(const std::string& path, std::vector<ScriptCommand>& script, int& status) {
    if (path.empty()) return true;
    std::ifstream in(path);
    if (!in) {
        std::fprintf(stderr, "sudoku: cannot read script %s\n", path.c_str());
        status = 1;
        return false;
    }
    std::stringstream text;
    text << in.rdbuf();
    auto parsed = parse_script(text.str());
    if (!parsed) {
        std::fprintf(stderr, "sudoku: %s: %s\n", path.c_str(), parsed.error().message.c_str());
        status = 2;
        return false;
    }
    script = std::move(parsed).value();
    return true;
}

// The centre of cell r`row`c`col` (1-based) on the board as last drawn.
ImVec2 cell_centre(const BoardLayout& l, int row, int col) {
    const int cell = (row - 1) * l.side + col - 1;
    return ImVec2(float(l.cell_left(cell)) + l.cell / 2.0f, float(l.cell_top(cell)) + l.cell / 2.0f);
}

// Whether cell r`row`c`col` (1-based) is on the board; else the script is told.
bool cell_on_board(const Headless& h, const ScriptCommand& c, int row, int col) {
    const int side = h.app.last_layout.side;
    if (row <= side && col <= side) return true;
    std::fprintf(stderr, "sudoku: script line %d: r%dc%d is off the %dx%d board\n", c.line, row, col, side, side);
    return false;
}

// Whether a click reaches cell r`row`c`col` where it is drawn. In a window too small for the
// board, part of it is drawn off the window (or under the menu bar or the panel): a click there
// would land elsewhere, so the script is told instead.
bool cell_clickable(const Headless& h, const ScriptCommand& c, int row, int col) {
    const BoardLayout& l = h.app.last_layout;
    const float top = ImGui::GetMainViewport()->WorkPos.y;
    const Box& panel = h.app.panel_rect;
    const ImVec2 p = cell_centre(l, row, col);
    const bool in_panel = p.x >= panel.x && p.x < panel.right() && p.y >= panel.y && p.y < panel.bottom();
    if (p.x >= 0 && p.y >= top && p.x < float(h.width) && p.y < float(h.height) && !in_panel &&
        l.cell_at(p.x, p.y) == (row - 1) * l.side + col - 1)
        return true;
    std::fprintf(stderr,
                 "sudoku: script line %d: r%dc%d cannot be clicked: a %dx%d window is too small for the %dx%d board "
                 "(try a larger --size)\n",
                 c.line, row, col, h.width, h.height, l.side, l.side);
    return false;
}

// A script's `cell` or `drag`: a click on a cell, or a drag from one cell to another, with the
// line's modifiers held. False when a cell is off the board or cannot be clicked (the reason printed).
bool script_cell(Headless& h, const ScriptCommand& c) {
    const bool drag = c.kind == ScriptCommand::Kind::Drag;
    const int rows[2] = {int(c.x), drag ? int(c.x2) : int(c.x)};
    const int cols[2] = {int(c.y), drag ? int(c.y2) : int(c.y)};
    for (int i = 0; i < 2; ++i)
        if (!cell_on_board(h, c, rows[i], cols[i])) return false;
    for (int i = 0; i < 2; ++i)
        if (!cell_clickable(h, c, rows[i], cols[i])) return false;
    const BoardLayout& l = h.app.last_layout;
    h.modifiers = c.modifiers;
    if (drag)
        h.drag(cell_centre(l, rows[0], cols[0]), cell_centre(l, rows[1], cols[1]));
    else
        h.click(cell_centre(l, rows[0], cols[0]).x, cell_centre(l, rows[0], cols[0]).y, 0);
    h.modifiers = 0;
    h.frame();
    return true;
}

// A script's `export`: what the print dialog's Export does, to the file the line names, in the
// format its extension says.
bool script_export(Headless& h, const ScriptCommand& c) {
    PrintDialog d;
    d.path = c.file;
    const std::string ext = std::filesystem::path(c.file).extension().string();
    d.format = print::parse_format(ext.empty() ? ext : ext.substr(1)).value_or(print::Format::Pdf);
    run_export(h.app, d);
    if (d.failed) std::fprintf(stderr, "sudoku: script line %d: %s\n", c.line, d.result.c_str());
    h.frame();
    return !d.failed;
}

// Runs one line of a script; false when it failed (the reason printed).
bool run_command(Headless& h, const ScriptCommand& c) {
    switch (c.kind) {
        case ScriptCommand::Kind::Key:
            h.key(c.key, c.modifiers);
            return true;
        case ScriptCommand::Kind::Click:
            h.click(c.x, c.y, 0);
            return true;
        case ScriptCommand::Kind::RightClick:
            h.click(c.x, c.y, 1);
            return true;
        case ScriptCommand::Kind::Cell:
        case ScriptCommand::Kind::Drag:
            return script_cell(h, c);
        case ScriptCommand::Kind::Wait:
            h.now_ms += std::int64_t(c.seconds * 1000.0);
            h.frame();
            return true;
        case ScriptCommand::Kind::Shot:
            h.frame();
            if (write_png(h.surface, c.file)) return true;
            std::fprintf(stderr, "sudoku: script line %d: cannot write %s\n", c.line, c.file.c_str());
            return false;
        case ScriptCommand::Kind::Export:
            return script_export(h, c);
    }
    return true;
}

// --bench: times `frames` frames and prints the medians and 95th percentiles.
void bench_frames(Headless& h, int frames) {
    h.build_ms.clear();
    h.raster_ms.clear();
    for (int i = 0; i < frames; ++i) h.frame();
    std::printf("frames: %d at %dx%d (SDL software renderer into a surface)\n", frames, h.width, h.height);
    std::printf("build a frame (NewFrame..Render):  median %.3f ms CPU, p95 %.3f ms\n", percentile(h.build_ms, 0.5),
                percentile(h.build_ms, 0.95));
    std::printf("rasterise it (RenderDrawData):     median %.3f ms CPU, p95 %.3f ms\n", percentile(h.raster_ms, 0.5),
                percentile(h.raster_ms, 0.95));
}

// Writes `text` to `path`; false (the reason printed) when it cannot.
bool write_file(const std::string& path, const std::string& text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (out) return true;
    std::fprintf(stderr, "sudoku: cannot write %s\n", path.c_str());
    return false;
}

// What a headless run leaves behind when it ends: the game in the save format, the layout as
// JSON, the last frame as PNG (each when asked for). False when one of them failed.
bool write_outputs(Headless& h, const LaunchOptions& options) {
    bool ok = true;
    if (!options.dump_state_path.empty()) {
        if (!h.app.session.game) {
            std::fprintf(stderr, "sudoku: no game to dump\n");
            ok = false;
        } else {
            ok = write_file(options.dump_state_path,
                            saves::save_to_json(*h.app.session.game, std::int64_t(std::time(nullptr)))) &&
                 ok;
        }
    }
    if (!options.dump_layout_path.empty())
        ok = write_file(options.dump_layout_path, layout_json(h.app, h.width, h.height)) && ok;
    if (!options.screenshot_path.empty()) {
        h.frame();
        if (!write_png(h.surface, options.screenshot_path)) {
            std::fprintf(stderr, "sudoku: cannot write %s\n", options.screenshot_path.c_str());
            ok = false;
        }
    }
    return ok;
}

}  // namespace

int run_headless(const LaunchOptions& options) {
    std::vector<ScriptCommand> script;
    if (int status = 0; !read_script(options.script_path, script, status)) return status;

    Headless h;
    if (!h.open(options.width, options.height, options)) {
        std::fprintf(stderr, "sudoku: cannot set up headless rendering: %s\n", SDL_GetError());
        h.close();
        return 1;
    }
    if (options.ui_scale) h.app.ui_scale_override = *options.ui_scale;  // the fonts follow on the first frame
    h.app.wait_for_puzzles = true;  // a script's next line finds the new game there, as a player waits for it
    if (!start_first_game(h.app, options, true)) {
        std::fprintf(stderr, "sudoku: %s\n", h.app.message.c_str());
        h.close();
        return 1;
    }
    if (options.puzzle_stock) h.app.open_puzzle_stock();
    // Two frames: ImGui sizes auto-fitting windows on the first and draws them settled on the second.
    h.frame();
    h.frame();

    int status = 0;
    for (const ScriptCommand& c : script) {
        if (!run_command(h, c)) status = 1;
        if (h.app.quit_requested) break;
    }
    if (options.bench_new_games > 0) bench_new_games(h, options.bench_new_games);
    h.app.autosave(true);  // as the window does on quit
    h.app.join_workers();
    if (options.bench_frames > 0) bench_frames(h, options.bench_frames);
    if (!write_outputs(h, options)) status = 1;
    h.close();
    return status;
}

}  // namespace sudoku::ui
