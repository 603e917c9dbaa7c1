// Where each cell of an N×N board goes in a widget of a given size (R-U1): square cells of a
// whole number of pixels (crisp grid lines at any device pixel ratio), centred, with an
// optional band for the coordinates. Pure arithmetic, so it is tested on its own.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <optional>

#include "oxo/types.h"

namespace oxo::ui {

class BoardGeometry {
public:
    BoardGeometry(QSizeF area, int size, bool coordinates);

    int size() const { return size_; }
    double cellSize() const { return cell_; }
    double band() const { return band_; }
    // The coordinate labels' font size in pixels, and every how many lines a label goes so
    // that labels `widest` pixels wide never run into each other.
    int labelPixels() const;
    int labelStep(double widest) const;
    QRectF boardRect() const { return {origin_, QSizeF(cell_ * size_, cell_ * size_)}; }
    QRectF cellRect(Cell cell) const;
    QPointF cellCentre(Cell cell) const { return cellRect(cell).center(); }
    std::optional<Cell> cellAt(QPointF point) const;

private:
    int size_;
    double band_;
    double cell_;
    QPointF origin_;
};

}  // namespace oxo::ui
