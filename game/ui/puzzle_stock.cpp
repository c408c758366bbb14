#include "game/ui/puzzle_stock.hpp"

#include "game/ui/app.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <random>

#include "engine/formats/solo_id.hpp"
#include "engine/logic/logical_solver.hpp"
#include "engine/solve/exact.hpp"
#include "saves/puzzle_stock_file.hpp"

namespace sudoku::ui {

namespace {

// The classic rating's score, as the classic new game records it.
std::optional<double> classic_score(const Shape& shape, const ShapeDigits& puzzle) {
    if (!shape.is_classic()) return std::nullopt;
    Digits digits{};
    std::copy(puzzle.begin(), puzzle.end(), digits.begin());
    return rate(digits).score;
}

// The puzzle of a file entry, when it is one of the shape and level with one solution.
std::optional<StockedPuzzle> checked(const saves::StockEntry& entry, const ShapeParams& params) {
    auto parsed = formats::parse_solo_id(entry.id);
    if (!parsed || parsed.value().shape->params() != params) return std::nullopt;
    const auto& shape = parsed.value().shape;
    const ShapeDigits& givens = parsed.value().givens;
    Rating rating;
    if (shape->is_classic()) {
        Digits digits{};
        std::copy(givens.begin(), givens.end(), digits.begin());
        rating = rate(digits, entry.level);
    } else {
        rating = rate(*shape, givens, entry.level);
    }
    if (!rating.valid || rating.above_limit || rating.level != entry.level) return std::nullopt;
    ShapeDigits solution;
    if (count_solutions(*shape, givens, 2, &solution) != 1) return std::nullopt;
    StockedPuzzle out;
    out.made.shape = shape;
    out.made.puzzle = givens;
    out.made.solution = std::move(solution);
    out.made.level = entry.level;
    out.seed = entry.seed;
    if (shape->is_classic()) out.score = rating.score;
    return out;
}

}  // namespace

PuzzleStock::PuzzleStock(std::filesystem::path file, std::vector<std::pair<ShapeParams, Level>> keys, int depth)
    : file_(std::move(file)), keys_(std::move(keys)), depth_(depth) {}

PuzzleStock::~PuzzleStock() {
    stop();
}

void PuzzleStock::start() {
    if (worker_.joinable()) return;
    stopping_ = false;
    worker_ = std::thread([this] { run(); });
}

void PuzzleStock::stop() {
    if (!worker_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
    }
    changed_.notify_all();
    worker_.join();
}

void PuzzleStock::prefer(const ShapeParams& params, Level level) {
    {
        std::lock_guard lock(mutex_);
        const Key key{shape_params_name(params), level};
        std::erase(wanted_, key);
        wanted_.insert(wanted_.begin(), key);
    }
    changed_.notify_all();
}

std::optional<StockedPuzzle> PuzzleStock::take(const ShapeParams& params, Level level) {
    std::optional<StockedPuzzle> out;
    {
        std::lock_guard lock(mutex_);
        const Key key{shape_params_name(params), level};
        std::erase(wanted_, key);
        wanted_.insert(wanted_.begin(), key);
        auto it = ready_.find(key);
        if (it != ready_.end() && !it->second.empty()) {
            out = std::move(it->second.front());
            it->second.pop_front();
            dirty_ = true;
        }
    }
    changed_.notify_all();
    return out;
}

int PuzzleStock::ready(const ShapeParams& params, Level level) const {
    std::lock_guard lock(mutex_);
    auto it = ready_.find(Key{shape_params_name(params), level});
    return it == ready_.end() ? 0 : int(it->second.size());
}

bool PuzzleStock::wait_ready(const ShapeParams& params, Level level, int count, int timeout_ms) const {
    std::unique_lock lock(mutex_);
    const Key key{shape_params_name(params), level};
    return changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
        auto it = ready_.find(key);
        return it != ready_.end() && int(it->second.size()) >= count;
    });
}

bool PuzzleStock::wait_idle(int timeout_ms) const {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, std::chrono::milliseconds(timeout_ms),
                             [&] { return loaded_ && !busy_ && !dirty_ && !next_key(); });
}

std::string PuzzleStock::notice() const {
    std::lock_guard lock(mutex_);
    return notice_;
}

std::optional<PuzzleStock::Key> PuzzleStock::next_key() const {
    auto short_of = [&](const Key& key) {
        auto it = ready_.find(key);
        return it == ready_.end() || int(it->second.size()) < depth_;
    };
    for (const Key& key : wanted_)
        if (short_of(key)) return key;
    for (const auto& [params, level] : keys_) {
        Key key{shape_params_name(params), level};
        if (short_of(key)) return key;
    }
    return std::nullopt;
}

void PuzzleStock::load() {
    if (file_.empty()) return;
    auto loaded = saves::load_stock(file_);
    if (!loaded) {
        auto moved = saves::set_aside(file_, "unreadable", std::int64_t(std::time(nullptr)));
        std::lock_guard lock(mutex_);
        notice_ = loaded.error().message + "; " +
                  (moved ? "it was moved to " + moved.value().filename().string() : moved.error().message);
        return;
    }
    for (const saves::StockEntry& entry : loaded.value().entries) {
        if (stopping_) return;
        auto params = parse_shape_params(entry.shape);
        if (!params) continue;
        const bool known = std::any_of(keys_.begin(), keys_.end(), [&](const auto& k) {
            return k.first == params.value() && k.second == entry.level;
        });
        if (!known) continue;
        auto puzzle = checked(entry, params.value());
        if (!puzzle) continue;
        std::lock_guard lock(mutex_);
        auto& queue = ready_[Key{entry.shape, entry.level}];
        if (int(queue.size()) < depth_) queue.push_back(std::move(*puzzle));
    }
}

void PuzzleStock::save() {
    std::vector<saves::StockEntry> entries;
    {
        std::lock_guard lock(mutex_);
        dirty_ = false;
        for (const auto& [key, queue] : ready_)
            for (const StockedPuzzle& p : queue)
                entries.push_back(
                    {key.first, key.second, p.seed, formats::format_solo_id(*p.made.shape, p.made.puzzle)});
    }
    if (!file_.empty()) (void)saves::save_stock(file_, entries);  // a cache: a failed write costs a wait later
}

void PuzzleStock::run() {
    load();
    {
        std::lock_guard lock(mutex_);
        loaded_ = true;
    }
    changed_.notify_all();
    std::mt19937_64 seeds(std::random_device{}() ^
                          std::uint64_t(std::chrono::steady_clock::now().time_since_epoch().count()));
    for (;;) {
        Key key;
        bool write = false;
        {
            std::unique_lock lock(mutex_);
            changed_.wait(lock, [&] { return stopping_ || dirty_ || next_key(); });
            if (stopping_) break;
            write = dirty_;
            if (!write) {
                key = *next_key();
                busy_ = true;
            }
        }
        if (write) {
            save();
            changed_.notify_all();
            continue;
        }
        ShapeParams params = parse_shape_params(key.first).value();
        ShapeGenerateOptions options{params, key.second, Symmetry::Rotate180, false, seeds()};
        options.cancel = &stopping_;
        auto made = generate_shape(options);
        const std::optional<double> score =
            made ? classic_score(*made.value().shape, made.value().puzzle) : std::nullopt;
        {
            std::lock_guard lock(mutex_);
            busy_ = false;
            if (made) {
                StockedPuzzle p;
                p.score = score;
                p.made = std::move(made).value();
                p.seed = options.seed;
                ready_[key].push_back(std::move(p));
                dirty_ = true;
            } else if (!stopping_) {
                // A level the shape does not reach within the attempts: not asked for again.
                std::erase(wanted_, key);
                std::erase_if(keys_, [&](const auto& k) {
                    return shape_params_name(k.first) == key.first && k.second == key.second;
                });
            }
        }
        changed_.notify_all();
    }
    save();
}

void App::open_puzzle_stock() {
    if (puzzle_stock) return;
    std::filesystem::path file;
    if (saves.store) file = saves.store->dir() / saves::kPuzzleStockFileName;
    puzzle_stock = std::make_shared<PuzzleStock>(std::move(file), new_game_choices());
    puzzle_stock->prefer(session.shape_params, session.level);
    puzzle_stock->start();
}

}  // namespace sudoku::ui
