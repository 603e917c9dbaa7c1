// BoardView: the central widget (R-U1, R-U6). It draws what GameController::displayedPosition()
// holds and turns clicks and keys into GameController::playCell(); it keeps no game state of
// its own beyond the hovered and the keyboard-focus cell, the zoom and what is being animated.
// Screen readers see it as a table of cells (board_accessible.h).
#pragma once

#include <QPixmap>
#include <QWidget>
#include <optional>

#include <vector>

#include "oxo/controller/analysis_text.h"
#include "oxo/types.h"
#include "oxo/widgets/board_geometry.h"

class QPainter;

namespace oxo::ui {

struct BoardColors;

class BoardAnimator;
class GameController;

class BoardView : public QWidget {
    Q_OBJECT

public:
    // The largest cell zooming in gives, in pixels.
    static constexpr double kMaxZoomCell = 96;

    explicit BoardView(GameController* controller, QWidget* parent = nullptr);

    GameController* controller() const { return controller_; }
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return coordinates_; }
    void setHighContrast(bool on);
    // View → Move Numbers: each mark of the shown position carries the number of its move.
    void setShowMoveNumbers(bool show);
    bool showMoveNumbers() const { return moveNumbers_; }
    // Analysis (R-U12): the value of each ranked cell, drawn over the board and read by screen
    // readers; empty clears it. A line previewed from the panel, numbered; empty clears it.
    void setCellValues(std::vector<CellValue> values);
    const std::vector<CellValue>& cellValues() const { return cellValues_; }
    QString cellValueText(Cell cell) const;
    void setPreviewLine(std::vector<Cell> line);
    const std::vector<Cell>& previewLine() const { return preview_; }
    // Dims everything but the winning line, under the end-of-game panel.
    void setDimmed(bool dimmed);
    bool isDimmed() const { return dimmed_; }
    Cell focusCell() const { return focus_; }
    void setFocusCell(Cell cell);
    std::optional<Cell> hoveredCell() const { return hover_; }
    BoardGeometry geometryNow() const;
    // Where the centre of `cell` is, for tests and tools that click on it.
    QPoint cellCentre(Cell cell) const;
    BoardAnimator* animator() const { return animator_; }
    // The last move and the status after it, as the board's accessible description: sent
    // with DescriptionChanged once the game has settled after each move.
    QString announcement() const { return announcement_; }

    // Zoom: the cell size asked for, or 0 to fit the board into the room it is given.
    void setZoomCell(double pixels);
    double zoomCell() const { return zoomCell_; }
    // The widget size that gives cells of `pixels` on this board.
    QSize sizeForCell(double pixels) const;

    // The keys the board itself handles, as (keys, what they do) for the shortcuts window.
    static QList<std::pair<QString, QString>> keyHelp();

    QSize sizeHint() const override { return {520, 520}; }
    QSize minimumSizeHint() const override;

signals:
    // A click or key asked for a move the game refused, and why.
    void moveRefused(oxo::Cell cell, oxo::MoveError error);
    // The focus cell moved: whoever scrolls the board keeps `rect` in view.
    void focusRectChanged(QRect rect);
    // Ctrl+wheel: zoom in (steps > 0) or out, keeping `anchor` (a board point) in place.
    void zoomRequested(int steps, QPoint anchor);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void leaveEvent(QEvent* event) override;
    // Zoom and scroll move the board under a still pointer: the hover follows.
    void moveEvent(QMoveEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void refresh();
    void play(Cell cell);
    // Rows a Page Up/Down moves: those the visible part of the board shows, less one.
    int pageRows() const;
    void notifyAccessibleFocus();
    void notifyAccessibleCell(Cell cell);
    bool hoverAllowed() const;
    void hoverAt(QPointF point);  // the hover for the pointer at `point` (widget coordinates)
    void followPointer();         // the hover for where the pointer last was, after a move
    void onPlayed(const Move& move);
    // Draws the analysis overlay from valuesLayer_, redrawing that only when needed.
    void paintCellValues(QPainter& p, const BoardGeometry& g, const BoardColors& colors);

    GameController* controller_;
    BoardAnimator* animator_;
    bool coordinates_ = true;
    bool moveNumbers_ = false;
    std::vector<CellValue> cellValues_;
    // The analysis overlay, drawn once for each new set of values rather than at every paint
    // (the pointer moving, a mark arriving): a full board of tinted, labelled cells takes
    // milliseconds to draw. What it was drawn for, so any change redraws it.
    struct ValuesLayerKey {
        QSize size;
        qreal dpr = 1;
        QRgb text = 0;
        int boardSize = 0;
        bool coordinates = false;
        bool operator==(const ValuesLayerKey&) const = default;
    };
    QPixmap valuesLayer_;
    std::optional<ValuesLayerKey> valuesLayerKey_;
    std::vector<Cell> preview_;
    bool highContrast_ = false;
    bool dimmed_ = false;
    double zoomCell_ = 0;
    Cell focus_{0, 0};
    std::optional<Cell> hover_;
    std::optional<QPointF> pointer_;  // the pointer's last global position over the board
    std::optional<Move> toAnnounce_;
    QString announcement_;
};

}  // namespace oxo::ui
