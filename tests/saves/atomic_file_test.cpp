#include <catch2/catch.hpp>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

#include "save_test_support.hpp"
#include "saves/atomic_file.hpp"

using namespace sudoku;
using namespace sudoku::saves;
using namespace sudoku::saves::testing;

namespace {

std::vector<std::string> names_in(const std::filesystem::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

}  // namespace

TEST_CASE("An atomic write replaces the file and keeps the previous version as a backup", "[save][atomic]") {
    ScratchDir dir;
    auto file = dir / "slot-1.json";
    REQUIRE(write_file_atomic(file, "first").ok());
    CHECK(read_text(file) == "first");
    CHECK(names_in(dir.path()) == std::vector<std::string>{"slot-1.json"});

    REQUIRE(write_file_atomic(file, "second").ok());
    CHECK(read_text(file) == "second");
    CHECK(read_text(backup_path(file)) == "first");

    REQUIRE(write_file_atomic(file, "third").ok());
    CHECK(read_text(file) == "third");
    CHECK(read_text(backup_path(file)) == "second");
    CHECK(names_in(dir.path()) == std::vector<std::string>{"slot-1.json", "slot-1.json.bak"});

    SECTION("without a backup when asked") {
        REQUIRE(write_file_atomic(dir / "settings.json", "x", {false}).ok());
        REQUIRE(write_file_atomic(dir / "settings.json", "y", {false}).ok());
        CHECK_FALSE(std::filesystem::exists(dir / "settings.json.bak"));
    }
}

TEST_CASE("A failed write leaves the old file and no temporary behind", "[save][atomic]") {
    ScratchDir dir;
    auto file = dir / "slot-2.json";
    REQUIRE(write_file_atomic(file, "old and complete").ok());

    SECTION("into a folder that does not exist") {
        auto missing = write_file_atomic(dir / "nowhere" / "slot-2.json", "new");
        REQUIRE_FALSE(missing.ok());
        CHECK(missing.error().message == "slot-2.json: cannot create a temporary file: No such file or directory");
    }
    SECTION("when the disk fills up part way") {
        // A child process with a file size limit stands in for a full disk: write() fails part way.
        pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{100, 100};
            setrlimit(RLIMIT_FSIZE, &limit);
            auto written = write_file_atomic(file, std::string(5000, 'n'));
            bool reported = !written.ok() && written.error().message == "slot-2.json: cannot write: File too large";
            _exit(reported ? 0 : 1);
        }
        int status = 0;
        REQUIRE(waitpid(child, &status, 0) == child);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
    }
    CHECK(read_text(file) == "old and complete");
    CHECK(names_in(dir.path()) == std::vector<std::string>{"slot-2.json"});
}

TEST_CASE("Reading refuses files over the size limit and says which file", "[save][atomic]") {
    ScratchDir dir;
    REQUIRE(write_file_atomic(dir / "big.json", std::string(2000, ' ')).ok());
    auto big = read_file_capped(dir / "big.json", 1000);
    REQUIRE_FALSE(big.ok());
    CHECK(big.error().message == "big.json: the file is too large (2000 bytes; the limit is 1000)");
    CHECK(read_file_capped(dir / "big.json", 2000).ok());

    auto missing = read_file_capped(dir / "missing.json");
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().message == "missing.json: cannot open: No such file or directory");

    auto folder = read_file_capped(dir.path());
    REQUIRE_FALSE(folder.ok());
    CHECK(folder.error().message.find("not a regular file") != std::string::npos);
}

TEST_CASE("Temporaries left by a crash are recognised and cleaned up when old", "[save][atomic]") {
    ScratchDir dir;
    auto file = dir / "slot-1.json";
    write_text(dir / "slot-1.json.tmp-123-0", "half a fi");
    write_text(dir / "slot-1.json.bak.tmp-123-1", "half a fi");
    write_text(dir / "slot-2.json.tmp-123-0", "another slot's");
    CHECK(is_temporary_name("slot-1.json.tmp-123-0"));
    CHECK_FALSE(is_temporary_name("slot-1.json"));

    remove_stale_temporaries(file, 60);  // too young to be sure they are abandoned
    CHECK(names_in(dir.path()).size() == 3);
    remove_stale_temporaries(file, 0);
    CHECK(names_in(dir.path()) == std::vector<std::string>{"slot-2.json.tmp-123-0"});
}

TEST_CASE("A save that is a symbolic link stays a link and the write goes to the file it points to",
          "[save][atomic][symlink]") {
    ScratchDir dir;
    std::filesystem::create_directories(dir / "saves");
    std::filesystem::create_directories(dir / "elsewhere");
    const auto link = dir / "saves" / "slot-1.json";
    const auto real = dir / "elsewhere" / "mine.json";
    write_text(real, "first");
    auto is_link = [](const std::filesystem::path& path) { return std::filesystem::is_symlink(path); };

    SECTION("a relative link, then two saves") {
        std::filesystem::create_symlink("../elsewhere/mine.json", link);
        REQUIRE(write_file_atomic(link, "second").ok());
        CHECK(is_link(link));
        CHECK(std::filesystem::read_symlink(link) == "../elsewhere/mine.json");
        CHECK(read_text(real) == "second");
        REQUIRE(write_file_atomic(link, "third").ok());
        CHECK(is_link(link));
        CHECK(read_text(real) == "third");
        // The backup is where the game looks for it, beside the link, and it is a file of its own.
        CHECK_FALSE(is_link(backup_path(link)));
        CHECK(read_text(backup_path(link)) == "second");
        CHECK(names_in(dir / "saves") == std::vector<std::string>{"slot-1.json", "slot-1.json.bak"});
        CHECK(names_in(dir / "elsewhere") == std::vector<std::string>{"mine.json"});
    }
    SECTION("a chain of links, the last one absolute") {
        std::filesystem::create_symlink(real, dir / "elsewhere" / "current.json");
        std::filesystem::create_symlink("../elsewhere/current.json", link);
        REQUIRE(write_file_atomic(link, "second").ok());
        CHECK(is_link(link));
        CHECK(is_link(dir / "elsewhere" / "current.json"));
        CHECK(read_text(real) == "second");
        CHECK(read_text(backup_path(link)) == "first");
    }
    SECTION("a link to a file not there yet: the write makes it") {
        std::filesystem::create_symlink("../elsewhere/new.json", link);
        REQUIRE(write_file_atomic(link, "made").ok());
        CHECK(is_link(link));
        CHECK(read_text(dir / "elsewhere" / "new.json") == "made");
        CHECK_FALSE(std::filesystem::exists(backup_path(link)));
    }
    SECTION("a loop of links is refused and nothing is written") {
        std::filesystem::create_symlink("slot-2.json", link);
        std::filesystem::create_symlink("slot-1.json", dir / "saves" / "slot-2.json");
        auto looped = write_file_atomic(link, "never");
        REQUIRE_FALSE(looped.ok());
        CHECK(looped.error().message == "slot-1.json: cannot follow the link: Too many levels of symbolic links");
        CHECK(is_link(link));
        CHECK(names_in(dir / "saves") == std::vector<std::string>{"slot-1.json", "slot-2.json"});
    }
    SECTION("a failed write leaves the link, its file and no temporary") {
        std::filesystem::create_symlink("../elsewhere/mine.json", link);
        pid_t child = fork();
        REQUIRE(child >= 0);
        if (child == 0) {
            std::signal(SIGXFSZ, SIG_IGN);
            rlimit limit{100, 100};
            setrlimit(RLIMIT_FSIZE, &limit);
            auto written = write_file_atomic(link, std::string(5000, 'n'));
            bool reported = !written.ok() && written.error().message == "slot-1.json: cannot write: File too large";
            _exit(reported ? 0 : 1);
        }
        int status = 0;
        REQUIRE(waitpid(child, &status, 0) == child);
        CHECK(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 0);
        CHECK(is_link(link));
        CHECK(read_text(real) == "first");
        CHECK(names_in(dir / "saves") == std::vector<std::string>{"slot-1.json"});
        CHECK(names_in(dir / "elsewhere") == std::vector<std::string>{"mine.json"});
    }
    SECTION("temporaries a crash left beside the link's file are cleaned up too") {
        std::filesystem::create_symlink("../elsewhere/mine.json", link);
        write_text(dir / "elsewhere" / "mine.json.tmp-123-0", "half a fi");
        remove_stale_temporaries(link, 0);
        CHECK(names_in(dir / "elsewhere") == std::vector<std::string>{"mine.json"});
    }
}
