#include "saves/atomic_file.hpp"

#include "engine/model/text.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <system_error>

namespace sudoku::saves {

namespace {

const Status kOk = std::monostate{};

// `what` is a literal marked with N_(): the UI translates it, and the system's reason stays as
// the system words it (issue #33).
Error io_error(const std::filesystem::path& path, const char* what, int error_number) {
    return Error::say(0,
                      Phrase(N_("{file}: {what}: {reason}"), {{"file", path.filename().string()},
                                                              {"what", Phrase(what)},
                                                              {"reason", std::string(std::strerror(error_number))}}));
}

/// Closes a descriptor when it goes out of scope (unless released).
class Fd {
public:
    explicit Fd(int fd) : fd_(fd) {}
    ~Fd() {
        if (fd_ >= 0) ::close(fd_);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return fd_; }
    /// Closes now and reports close()'s error (NFS and some disks report write errors here).
    int close() {
        int result = ::close(fd_);
        fd_ = -1;
        return result;
    }

private:
    int fd_;
};

bool write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        ssize_t written = ::write(fd, data.data(), data.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        if (written == 0) {
            errno = EIO;
            return false;
        }
        data.remove_prefix(std::size_t(written));
    }
    return true;
}

void fsync_directory(const std::filesystem::path& dir) {
    Fd fd(::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (fd.get() >= 0) ::fsync(fd.get());  // best effort: some file systems refuse fsync on folders
}

std::filesystem::path temporary_path(const std::filesystem::path& path) {
    static std::atomic<unsigned> counter{0};
    std::string name = path.filename().string();
    name += ".tmp-";
    name += std::to_string(::getpid());
    name += '-';
    name += std::to_string(counter++);
    return path.parent_path() / name;
}

/// Writes a complete, synced file at `temp` (which must not exist).
Status write_temporary(const std::filesystem::path& temp, const std::filesystem::path& target,
                       std::string_view contents) {
    Fd fd(::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644));
    if (fd.get() < 0) return io_error(target, N_("cannot create a temporary file"), errno);
    if (!write_all(fd.get(), contents)) return io_error(target, N_("cannot write"), errno);
    if (::fsync(fd.get()) != 0) return io_error(target, N_("cannot flush to disk"), errno);
    if (fd.close() != 0) return io_error(target, N_("cannot write"), errno);
    return kOk;
}

/// Makes `backup` hold the content of `path` (the file about to be replaced), atomically, without
/// touching `path`.
Status keep_backup(const std::filesystem::path& path, const std::filesystem::path& backup) {
    struct stat info {};
    if (::stat(path.c_str(), &info) != 0) return kOk;  // nothing to back up yet
    std::filesystem::path temp = temporary_path(backup);
    if (::link(path.c_str(), temp.c_str()) != 0) {
        // No hard links here (some file systems): copy instead.
        auto old = read_file_capped(path, std::size_t(-1) / 2);
        if (!old) return old.error();
        if (auto written = write_temporary(temp, backup, old.value()); !written) {
            ::unlink(temp.c_str());
            return written;
        }
    }
    if (::rename(temp.c_str(), backup.c_str()) != 0) {
        int error_number = errno;
        ::unlink(temp.c_str());
        return io_error(backup, N_("cannot keep the backup"), error_number);
    }
    return kOk;
}

/// The file a write to `path` replaces: `path` itself, or, when `path` is a symbolic link, the
/// file at the end of its links (a relative link is read from the link's folder). The target need
/// not exist yet (a dangling link: the write creates it). A loop of links is an error.
Result<std::filesystem::path> write_target(const std::filesystem::path& path) {
    std::filesystem::path current = path;
    for (int hops = 0; hops < 40; ++hops) {
        struct stat info {};
        if (::lstat(current.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return current;
        std::error_code ec;
        std::filesystem::path next = std::filesystem::read_symlink(current, ec);
        if (ec) return io_error(path, N_("cannot follow the link"), ec.value());
        current = next.is_absolute() ? next : current.parent_path() / next;
    }
    return io_error(path, N_("cannot follow the link"), ELOOP);
}

}  // namespace

std::filesystem::path backup_path(const std::filesystem::path& path) {
    std::filesystem::path backup = path;
    backup += ".bak";
    return backup;
}

bool is_temporary_name(std::string_view file_name) {
    return file_name.find(".tmp-") != std::string_view::npos;
}

Status write_file_atomic(const std::filesystem::path& path, std::string_view contents, AtomicWriteOptions options) {
    // A symbolic link stays a link: the new content replaces the file it points to (the temporary
    // beside that file, so that rename stays in one folder), and the backup goes where the game
    // looks for it, beside the link.
    auto target = write_target(path);
    if (!target) return target.error();
    const std::filesystem::path& file = target.value();
    std::filesystem::path temp = temporary_path(file);
    if (auto written = write_temporary(temp, path, contents); !written) {
        ::unlink(temp.c_str());
        return written;
    }
    if (options.keep_backup) {
        if (auto kept = keep_backup(file, backup_path(path)); !kept) {
            ::unlink(temp.c_str());
            return kept;
        }
    }
    if (::rename(temp.c_str(), file.c_str()) != 0) {
        int error_number = errno;
        ::unlink(temp.c_str());
        return io_error(path, N_("cannot replace the file"), error_number);
    }
    fsync_directory(file.parent_path());
    if (file.parent_path() != path.parent_path()) fsync_directory(path.parent_path());  // the backup's folder
    return kOk;
}

namespace {

const char* file_kind(mode_t mode) {
    if (S_ISDIR(mode)) return N_("a folder");
    if (S_ISFIFO(mode)) return N_("a FIFO");
    if (S_ISCHR(mode) || S_ISBLK(mode)) return N_("a device");
    if (S_ISSOCK(mode)) return N_("a socket");
    return N_("not a plain file");
}

Error not_regular(const std::filesystem::path& path, mode_t mode) {
    return Error::say(0, Phrase(N_("{file}: not a regular file ({kind})"),
                                {{"file", path.filename().string()}, {"kind", Phrase(file_kind(mode))}}));
}

}  // namespace

Result<std::string> read_file_capped(const std::filesystem::path& path, std::size_t max_bytes) {
    // Look before opening: open() on a FIFO waits for a writer. O_NONBLOCK covers the race of a
    // FIFO put in the file's place between the two calls, and fstat checks what was opened.
    struct stat before {};
    if (::stat(path.c_str(), &before) != 0) return io_error(path, N_("cannot open"), errno);
    if (!S_ISREG(before.st_mode)) return not_regular(path, before.st_mode);
    Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY));
    if (fd.get() < 0) return io_error(path, N_("cannot open"), errno);
    struct stat info {};
    if (::fstat(fd.get(), &info) != 0) return io_error(path, N_("cannot read"), errno);
    if (!S_ISREG(info.st_mode)) return not_regular(path, info.st_mode);
    if (std::size_t(info.st_size) > max_bytes) {
        return Error::say(0, Phrase(N_("{file}: the file is too large ({n} bytes; the limit is {max})"),
                                    {{"file", path.filename().string()},
                                     {"n", std::to_string(info.st_size)},
                                     {"max", std::to_string(max_bytes)}}));
    }
    std::string contents;
    contents.reserve(std::size_t(info.st_size));
    char buffer[65536];
    for (;;) {
        ssize_t got = ::read(fd.get(), buffer, sizeof buffer);
        if (got < 0) {
            if (errno == EINTR) continue;
            return io_error(path, N_("cannot read"), errno);
        }
        if (got == 0) break;
        if (contents.size() + std::size_t(got) > max_bytes) {  // grew while we read
            return Error::say(0, Phrase(N_("{file}: the file is too large (the limit is {max} bytes)"),
                                        {{"file", path.filename().string()}, {"max", std::to_string(max_bytes)}}));
        }
        contents.append(buffer, std::size_t(got));
    }
    return contents;
}

Result<std::filesystem::path> set_aside(const std::filesystem::path& path, std::string_view tag,
                                        std::int64_t unix_seconds) {
    std::time_t seconds = std::time_t(unix_seconds);
    std::tm local{};
    localtime_r(&seconds, &local);
    char stamp[32];
    std::snprintf(stamp, sizeof stamp, "%04d%02d%02d-%02d%02d%02d", local.tm_year + 1900, local.tm_mon + 1,
                  local.tm_mday, local.tm_hour, local.tm_min, local.tm_sec);
    const std::string stem = path.stem().string();
    const std::string extension = path.extension().string();
    for (int n = 1; n < 1000; ++n) {
        std::string name = stem;
        name += '.';
        name.append(tag);
        name += '-';
        name += stamp;
        if (n > 1) {
            name += '-';
            name += std::to_string(n);
        }
        name += extension;
        std::filesystem::path target = path.parent_path() / name;
        // link() never replaces an existing name, so two set-asides in one second cannot collide;
        // then the old name goes. Where hard links are not supported, rename after a check.
        if (::link(path.c_str(), target.c_str()) == 0) {
            ::unlink(path.c_str());
            fsync_directory(path.parent_path());
            return target;
        }
        if (errno == EEXIST) continue;
        if (errno == ENOENT) return io_error(path, N_("cannot set the file aside"), errno);
        struct stat existing {};
        if (::lstat(target.c_str(), &existing) == 0) continue;
        if (::rename(path.c_str(), target.c_str()) == 0) {
            fsync_directory(path.parent_path());
            return target;
        }
        return io_error(path, N_("cannot set the file aside"), errno);
    }
    return Error::say(0, Phrase(N_("{file}: cannot set the file aside: too many set-aside copies"),
                                {{"file", path.filename().string()}}));
}

bool is_set_aside_name(std::string_view file_name) {
    return file_name.find(".unreadable-") != std::string_view::npos ||
           file_name.find(".damaged-") != std::string_view::npos;
}

namespace {

void remove_stale_temporaries_beside(const std::filesystem::path& path, int min_age_s) {
    std::error_code ec;
    std::filesystem::path dir = path.parent_path().empty() ? "." : path.parent_path();
    std::string prefix = path.filename().string();
    std::time_t now = std::time(nullptr);
    for (auto it = std::filesystem::directory_iterator(dir, ec); !ec && it != std::filesystem::directory_iterator();
         it.increment(ec)) {
        std::string name = it->path().filename().string();
        bool ours = name.rfind(prefix + ".tmp-", 0) == 0 || name.rfind(prefix + ".bak.tmp-", 0) == 0;
        if (!ours) continue;
        struct stat info {};
        if (::lstat(it->path().c_str(), &info) != 0 || !S_ISREG(info.st_mode)) continue;
        // (With min_age_s 0 every one goes: a file's time can read a second ahead of time().)
        if (min_age_s > 0 && now - info.st_mtime < min_age_s) continue;
        ::unlink(it->path().c_str());
    }
}

}  // namespace

void remove_stale_temporaries(const std::filesystem::path& path, int min_age_s) {
    // A link's file gets its temporaries beside it (see write_file_atomic): look there too.
    if (auto target = write_target(path); target && target.value() != path) {
        remove_stale_temporaries_beside(target.value(), min_age_s);
    }
    remove_stale_temporaries_beside(path, min_age_s);
}

}  // namespace sudoku::saves
