#include "engine/constraints/constraint.hpp"

#include <cassert>

#include "engine/small_killer_solver.hpp"

namespace sudoku {

ConstraintSet::ConstraintSet(const Shape& shape, std::vector<std::unique_ptr<const Constraint>> constraints)
    : constraints_(std::move(constraints)) {
    assert(constraints_.size() <= std::size_t(kMaxConstraints));
    const int cells = shape.cell_count();
    std::vector<std::vector<std::uint16_t>> of(static_cast<std::size_t>(cells));
    for (std::size_t k = 0; k < constraints_.size(); ++k)
        for (std::uint8_t cell : constraints_[k]->cells()) of[cell].push_back(std::uint16_t(k));
    watch_start_.reserve(std::size_t(cells) + 1);
    for (const auto& list : of) {
        watch_start_.push_back(std::uint32_t(watch_.size()));
        watch_.insert(watch_.end(), list.begin(), list.end());
        if (constraints_.size() <= 64) {
            std::uint64_t bits = 0;
            for (std::uint16_t k : list) bits |= std::uint64_t(1) << k;
            cell_words_.push_back(bits);
        }
    }
    watch_start_.push_back(std::uint32_t(watch_.size()));
    idempotent_.assign((constraints_.size() + 63) / 64, 0);
    for (std::size_t k = 0; k < constraints_.size(); ++k)
        if (constraints_[k]->idempotent()) idempotent_[k / 64] |= std::uint64_t(1) << (k % 64);
    small_killer_ = small_killer::make_tables(shape, *this);
}

ConstraintSet::~ConstraintSet() = default;

}  // namespace sudoku
