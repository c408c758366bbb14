// Where things go in a window of any size: the board, the side panel, the menu bar, and the type
// sizes they use. Plain arithmetic on floats, no ImGui, so the tests can call it directly.
//
//   +----------------------------------------------------+  menu bar (bar text + padding)
//   |  margin                                            |
//   |   +--------------------------+ gap +-----------+   |
//   |   |                          |     |  panel    |   |  beside: a wide window
//   |   |   board (a square)       |     |  (scrolls |   |
//   |   |                          |     |  if full) |   |
//   |   +--------------------------+     +-----------+   |
//   +----------------------------------------------------+
//
// In a tall window the panel goes under the board instead, whichever gives the larger board. The
// board and the panel are centred together. One type scale serves everything: the base size
// `type` is the board's side / kBoardPerType (so text grows with the window and the display), and
// the player's UI scale multiplies the panel's text and controls. The UI scale never shrinks the
// board but by the menu bar's own growth: the board's side is fixed by the panel's room at scale 1
// (and the menu bar, whose text the UI scale enlarges as it does the panel's); a larger scale
// widens the panel only into room left over, and its contents scroll.
#pragma once

#include <algorithm>
#include <cmath>
#include <string>

namespace sudoku::ui {

struct Box {
    float x = 0, y = 0, w = 0, h = 0;
    float right() const { return x + w; }
    float bottom() const { return y + h; }
    bool overlaps(const Box& o) const { return x < o.right() && o.x < right() && y < o.bottom() && o.y < bottom(); }
};

struct ScreenLayout {
    float type = 0;         // base type size in pixels (UI scale 1), from the board's side
    float text = 0;         // panel and dialog text: type x UI scale
    float bar_text = 0;     // row and column labels: type x min(UI scale, 1)
    float menu_height = 0;  // the menu bar: its text (the panel's, `text`) plus its padding
    float margin = 0, gap = 0;
    Box board;  // a square; layout_board() fits the grid inside it
    Box panel;
    bool stacked = false;  // the panel is under the board (a tall window)
};

inline constexpr float kBoardPerType = 38;     // board side / base type size
inline constexpr float kPanelEms = 15;         // side panel width, in base type sizes
inline constexpr float kStackedPanelEms = 13;  // panel height under the board, in base type sizes
inline constexpr float kMinType = 10;
inline constexpr float kMaxType = 48;
inline constexpr int kMinWindowWidth = 640;  // SDL_SetWindowMinimumSize
inline constexpr int kMinWindowHeight = 480;

/// Vertical padding of buttons and menu items for a text size (ImGui's FramePadding.y).
inline float frame_padding_y(float text) {
    return std::round(text * 0.3f);
}
/// Height of ImGui's main menu bar with this text size (style DisplaySafeAreaPadding is 0).
inline float menu_bar_height(float bar_text) {
    return bar_text + 2 * frame_padding_y(bar_text);
}

/// The layout of a width x height window at a UI scale (1 = normal; the display's DPI is already in it).
inline ScreenLayout layout_screen(float width, float height, float ui_scale) {
    const float u = std::clamp(ui_scale, 0.5f, 4.0f);
    const float small = std::min(u, 1.0f);  // what the board's room is computed with
    ScreenLayout l;
    struct Fit {
        float side_beside, side_stacked, aw, ah;
    };
    auto fit = [&](float type) {
        l.type = type;
        l.bar_text = std::max(kMinType, std::round(type * small));
        l.menu_height = menu_bar_height(std::max(kMinType, std::round(type * u)));  // in the panel's text
        l.margin = std::round(type * 0.6f);
        l.gap = std::round(type * 0.8f);
        const float aw = std::max(0.0f, width - 2 * l.margin);
        const float ah = std::max(0.0f, height - l.menu_height - 2 * l.margin);
        const float beside = std::min(ah, aw - l.gap - std::round(kPanelEms * type * small));
        const float stacked = std::min(aw, ah - l.gap - std::round(kStackedPanelEms * type * small));
        return Fit{std::floor(beside), std::floor(stacked), aw, ah};
    };
    // The type size depends on the board's side and the side on the room the panel (sized in
    // type) leaves: a few rounds settle it. The last fit is the one laid out, so the geometry is
    // always consistent even if the rounding would alternate.
    float type = 17;
    for (int round = 0; round < 6; ++round) {
        Fit f = fit(type);
        type = std::clamp(std::round(std::max(f.side_beside, f.side_stacked) / kBoardPerType), kMinType, kMaxType);
    }
    const Fit f = fit(type);
    l.text = std::max(kMinType, std::round(type * u));
    l.stacked = f.side_stacked > f.side_beside;
    const float side = std::max(36.0f, l.stacked ? f.side_stacked : f.side_beside);
    const float top = l.menu_height;
    const float room_h = height - top;
    if (!l.stacked) {
        const float wanted = std::round(kPanelEms * type * u);
        const float panel_w = std::max(1.0f, std::min(wanted, f.aw - l.gap - side));
        const float x = std::floor((width - (side + l.gap + panel_w)) / 2);
        const float y = top + std::floor((room_h - side) / 2);
        l.board = {x, y, side, side};
        l.panel = {x + side + l.gap, y, panel_w, side};
    } else {
        // The panel takes all the height the board leaves (a tall window's board is as wide as
        // the window: the room under it would otherwise be margin, and the panel's lower half,
        // "More", hidden behind a scroll bar).
        const float panel_h = std::max(1.0f, f.ah - l.gap - side);
        const float x = std::floor((width - side) / 2);
        const float y = top + std::floor((room_h - (side + l.gap + panel_h)) / 2);
        l.board = {x, y, side, side};
        l.panel = {x, y + side + l.gap, side, panel_h};
    }
    return l;
}

/// Pixel sizes of the fonts in the atlas: each is rasterised at the size it is shown, times
/// `oversample` on a HiDPI display (drawable pixels per window point).
struct FontSizes {
    float text = 0, bar = 0, large = 0, small = 0, digits = 0, notes = 0;
    float oversample = 1;
    bool operator==(const FontSizes&) const = default;
};

/// The small line under a digit on the number pad: how many are still to place. Never negative:
/// a digit placed too often says so ("1 too many"); one placed nine times is "done".
inline std::string pad_count_text(int left) {
    if (left > 0) return std::to_string(left) + " left";
    if (left == 0) return "done";
    return std::to_string(-left) + " too many";
}

}  // namespace sudoku::ui
