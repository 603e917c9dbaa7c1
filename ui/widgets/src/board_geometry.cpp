#include "oxo/widgets/board_geometry.h"

#include <algorithm>
#include <cmath>

namespace oxo::ui {

BoardGeometry::BoardGeometry(QSizeF area, int size, bool coordinates) : size_(std::max(size, 1)) {
    const double side = std::max(0.0, std::min(area.width(), area.height()));
    // The band holds "aa"/"50"-sized labels; it is reserved on all four sides so the board
    // stays centred.
    // At least 18 pixels: labels of 10 pixels and more stay readable at Fit on a 50×50 board.
    band_ = coordinates ? std::clamp(side / (size_ + 2) * 0.8, 18.0, 24.0) : 4.0;
    double cell = std::max(0.0, side - 2 * band_) / size_;
    if (cell >= 4.0) {
        cell = std::floor(cell);  // whole pixels keep grid lines sharp
    }
    cell_ = cell;
    const double extent = cell_ * size_;
    origin_ =
        QPointF(std::round((area.width() - extent) / 2), std::round((area.height() - extent) / 2));
}

int BoardGeometry::labelPixels() const {
    // From the band, not the cell: labels on 8-pixel cells were 8 pixels high.
    return std::clamp(static_cast<int>(band_ * 0.6), 10, 14);
}

int BoardGeometry::labelStep(double widest) const {
    return std::max(1, static_cast<int>(std::ceil((widest + 2) / std::max(cell_, 1.0))));
}

QRectF BoardGeometry::cellRect(Cell cell) const {
    return {origin_.x() + cell.col * cell_, origin_.y() + cell.row * cell_, cell_, cell_};
}

std::optional<Cell> BoardGeometry::cellAt(QPointF point) const {
    if (cell_ <= 0) {
        return std::nullopt;
    }
    const double x = (point.x() - origin_.x()) / cell_;
    const double y = (point.y() - origin_.y()) / cell_;
    if (x < 0 || y < 0 || x >= size_ || y >= size_) {
        return std::nullopt;
    }
    return Cell{static_cast<int>(y), static_cast<int>(x)};
}

}  // namespace oxo::ui
