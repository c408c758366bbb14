// A PNG the game wrote (a screenshot), read back for pixel checks in the UI tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <vector>

#include <stb_image.h>

namespace sudoku::test {

struct Image {
    int width = 0, height = 0;
    std::vector<unsigned char> rgb;  // 3 bytes a pixel, rows top to bottom

    /// The pixel as 0xRRGGBB.
    std::uint32_t at(int x, int y) const {
        const unsigned char* p = &rgb[(std::size_t(y) * width + x) * 3];
        return (std::uint32_t(p[0]) << 16) | (std::uint32_t(p[1]) << 8) | p[2];
    }
    /// Greyscale (Rec. 601 luma), as a colour-blind player or a greyscale printout would see it.
    double luma(int x, int y) const {
        const unsigned char* p = &rgb[(std::size_t(y) * width + x) * 3];
        return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
    }
};

/// The image, or an empty one (width 0) when the file cannot be read.
inline Image load_png(const std::filesystem::path& path) {
    Image image;
    int channels = 0;
    std::unique_ptr<unsigned char, void (*)(void*)> data(
        stbi_load(path.string().c_str(), &image.width, &image.height, &channels, 3), stbi_image_free);
    if (data) image.rgb.assign(data.get(), data.get() + std::size_t(image.width) * image.height * 3);
    return image;
}

}  // namespace sudoku::test
