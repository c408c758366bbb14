#include "game/ui/print_dialog.hpp"

#include <imgui.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "game/ui/app.hpp"
#include "game/ui/translate.hpp"
#include "print/puzzles.hpp"

namespace sudoku::ui {

namespace {

namespace fs = std::filesystem;

std::string home_folder() {
    const char* home = std::getenv("HOME");
    return home && *home ? home : ".";
}

bool is_folder(const std::string& path) {
    std::error_code ec;
    return !path.empty() && fs::is_directory(path, ec);
}

/// The XDG_DOCUMENTS_DIR line of user-dirs.dirs ("$HOME/Documents"), with $HOME expanded; "" when
/// there is none.
std::string user_dirs_documents() {
    const char* config = std::getenv("XDG_CONFIG_HOME");
    const std::string folder = config && *config ? std::string(config) : home_folder() + "/.config";
    std::ifstream in(folder + "/user-dirs.dirs");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("XDG_DOCUMENTS_DIR=", 0) != 0) continue;
        std::string value = line.substr(18);
        if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
        if (value.rfind("$HOME", 0) == 0) value = home_folder() + value.substr(5);
        return value;
    }
    return "";
}

/// "~/x" as the home folder's x.
std::string expand_home(const std::string& path) {
    if (path == "~") return home_folder();
    if (path.rfind("~/", 0) == 0) return home_folder() + path.substr(1);
    return path;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string default_name(const App& app, const PrintDialog& d) {
    std::string name = "sudoku-";
    const game::GameInfo info = app.session.game ? app.session.game->info() : game::GameInfo{};
    if (app.session.game && !app.session.game->shape().is_classic()) {
        name += app.session.game->shape().params_name();
        name += '-';
    }
    if (d.what == PrintDialog::What::Booklet) {
        name += "booklet-";
        name += lower(level_name(app.session.level));
    } else {
        name += lower(level_name(info.level.value_or(app.session.level)));
        if (info.seed) {
            name += '-';
            name += std::to_string(*info.seed);
        }
    }
    name += print::format_extension(d.what == PrintDialog::What::Booklet ? print::Format::Pdf : d.format);
    return name;
}

std::string default_path(const App& app, const PrintDialog& d) {
    return (fs::path(documents_folder()) / default_name(app, d)).string();
}

/// The path with its extension replaced by the format's (when it has one of ours, or none).
std::string with_extension(const std::string& path, print::Format format) {
    fs::path p(path);
    const std::string ext = p.extension().string();
    if (!ext.empty() && !print::parse_format(ext.substr(1))) return path;
    p.replace_extension(print::format_extension(format));
    return p.string();
}

}  // namespace

std::string documents_folder() {
    const char* env = std::getenv("XDG_DOCUMENTS_DIR");
    if (env && is_folder(env)) return env;
    const std::string listed = user_dirs_documents();
    if (is_folder(listed)) return listed;
    const std::string documents = home_folder() + "/Documents";
    if (is_folder(documents)) return documents;
    return home_folder();
}

print::BoardPicture board_picture(const game::Game& game, bool progress) {
    print::BoardPicture picture;
    picture.shape = game.shape_ptr();
    picture.givens = game.grid().givens();
    if (!progress) return picture;
    const int cells = game.cell_count();
    picture.player.assign(std::size_t(cells), 0);
    picture.notes.assign(std::size_t(cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        if (!game.grid().is_given(cell)) picture.player[std::size_t(cell)] = std::uint8_t(game.grid().digit(cell));
        picture.notes[std::size_t(cell)] = DigitMask(game.notes(cell) | game.centre(cell));
    }
    return picture;
}

void run_export(App& app, PrintDialog& d) {
    d.failed = true;
    if (!app.session.game) {
        d.result = _("There is no puzzle to export.");
        return;
    }
    const std::string path = expand_home(d.path);
    if (path.empty()) {
        d.result = _("Type the file to write.");
        return;
    }
    Result<std::string> bytes = std::string();
    if (d.what == PrintDialog::What::Booklet) {
        std::vector<print::BookletPuzzle> puzzles;
        const ShapeParams params = app.session.game->shape().params();
        const auto seed = std::uint64_t(std::chrono::system_clock::now().time_since_epoch().count() / 1000);
        for (int i = 0; i < d.count; ++i) {
            auto made = print::generated_puzzle(params, app.session.level, seed + std::uint64_t(i), i + 1);
            if (!made) {
                d.result =
                    i18n::format(_("Could not make the puzzles: {reason}"), {{"reason", tr_error(made.error())}});
                return;
            }
            puzzles.push_back(std::move(made).value());
        }
        print::BookletOptions options;
        options.per_page = d.per_page;
        options.solutions = d.solutions;
        // In the player's language (issue #33): title, labels, level and shape names, page numbers.
        options.translate = [](const char* msgid) { return i18n::tr(std::string_view(msgid)); };
        options.title =
            app.session.game->shape().is_classic()
                ? i18n::format(_("Sudoku \u00b7 {level}"), {{"level", tr_level(app.session.level)}})
                : i18n::format(_("Sudoku \u00b7 {shape} \u00b7 {level}"),
                               {{"shape", tr_phrase(tr_shape_name(app.session.game->shape().display_name()))},
                                {"level", tr_level(app.session.level)}});
        bytes = print::booklet_pdf(puzzles, options);
    } else {
        const print::BoardPicture picture = board_picture(*app.session.game, d.what == PrintDialog::What::Progress);
        bytes = print::export_board(picture, d.format, d.format == print::Format::Png ? 1200 : 600);
    }
    if (!bytes) {
        d.result = i18n::format(_("Could not export: {reason}"), {{"reason", tr_error(bytes.error())}});
        return;
    }
    auto written = print::write_file_replacing(path, bytes.value());
    if (!written) {
        d.result = i18n::format(_("Could not save: {reason}"), {{"reason", tr_error(written.error())}});
        return;
    }
    d.failed = false;
    d.result = i18n::format(_("Saved to {path}"), {{"path", path}});
}

namespace {

// A booklet's choices, under its radio button: how many puzzles, how many a page, the answers.
void booklet_options(PrintDialog& d, float scale) {
    ImGui::Indent();
    ImGui::SetNextItemWidth(std::round(120 * scale));
    ImGui::InputInt(_("puzzles###count"), &d.count);
    d.count = std::clamp(d.count, 1, 60);
    ImGui::TextUnformatted(_("A page holds"));
    for (int n : {1, 2, 4, 6}) {
        ImGui::SameLine();
        ImGui::RadioButton(std::to_string(n).c_str(), &d.per_page, n);
    }
    ImGui::Checkbox(_("Answers at the end"), &d.solutions);
    ImGui::Unindent();
}

}  // namespace

void print_dialog(App& app) {
    PrintDialog& d = app.print;
    if (!app.windows[WindowId::Print]) return;
    if (!app.session.game) {
        app.windows[WindowId::Print] = false;
        return;
    }
    if (d.path.empty()) d.path = default_path(app, d);
    const std::string before = default_path(app, d);
    centred_window(_("Print / Export###print"), &app.windows[WindowId::Print], std::round(560 * app.scale()));
    ImGui::TextUnformatted(_("What"));
    int what = int(d.what);
    ImGui::RadioButton(_("This puzzle, blank"), &what, int(PrintDialog::What::Blank));
    ImGui::RadioButton(_("This puzzle with my progress and notes"), &what, int(PrintDialog::What::Progress));
    const std::string booklet =
        i18n::format(_("A booklet of new {level} puzzles"),
                     {{"level", i18n::current_language() == "en" ? lower(level_name(app.session.level))
                                                                 : tr_level(app.session.level)}});
    ImGui::RadioButton(booklet.c_str(), &what, int(PrintDialog::What::Booklet));
    if (d.what == PrintDialog::What::Booklet) booklet_options(d, app.scale());
    ImGui::Spacing();
    ImGui::TextUnformatted(_("Format"));
    int format = int(d.format);
    const bool booklet_only_pdf = what == int(PrintDialog::What::Booklet);
    if (booklet_only_pdf) format = int(print::Format::Pdf);
    ImGui::BeginDisabled(booklet_only_pdf);
    for (print::Format f : {print::Format::Pdf, print::Format::Png, print::Format::Svg}) {
        ImGui::SameLine();
        std::string label(print::format_name(f));
        for (char& c : label) c = char(std::toupper(static_cast<unsigned char>(c)));
        ImGui::RadioButton(label.c_str(), &format, int(f));
    }
    ImGui::EndDisabled();
    if (what != int(d.what) || format != int(d.format)) {
        const bool was_default = d.path == before;
        if (what != int(PrintDialog::What::Booklet)) d.format = print::Format(format);
        d.what = PrintDialog::What(what);
        d.path = was_default ? default_path(app, d)
                             : with_extension(d.path, d.what == PrintDialog::What::Booklet ? print::Format::Pdf
                                                                                           : print::Format(format));
        d.result.clear();
    }
    ImGui::Spacing();
    ImGui::TextUnformatted(_("File"));
    ImGui::SetNextItemWidth(-1);
    if (ImGui::IsWindowAppearing()) ImGui::SetKeyboardFocusHere();
    // Esc closes the dialog from the focused path too (the field keeps the key from the game).
    if (!ImGui::IsWindowAppearing() && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false))
        app.windows[WindowId::Print] = false;
    // Selected whole when the dialog opens again, so that typing replaces the old path.
    const bool enter =
        ImGui::InputText("##path", &d.path, ImGuiInputTextFlags_EnterReturnsTrue | ImGuiInputTextFlags_AutoSelectAll);
    std::error_code ec;
    if (fs::exists(expand_home(d.path), ec))
        ImGui::TextDisabled("%s", _("A file of that name exists: Export replaces it."));
    ImGui::Spacing();
    if (ImGui::Button(_("Export###export")) || enter) run_export(app, d);
    ImGui::SameLine();
    if (ImGui::Button(_("Close###close"))) app.windows[WindowId::Print] = false;
    if (!d.result.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        if (d.failed)
            ImGui::TextColored(ImVec4(0.82f, 0.19f, 0.18f, 1.0f), "%s", d.result.c_str());
        else
            ImGui::TextUnformatted(d.result.c_str());
        ImGui::PopTextWrapPos();
    }
    ImGui::End();
}

}  // namespace sudoku::ui
