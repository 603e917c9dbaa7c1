// The game's sounds: a move, a win, a draw and a refused move, from the WAVs in
// resources/sounds played through QSoundEffect (Qt Multimedia). Off unless the person turns
// them on. Without an audio device (offscreen tests, a headless machine) playing does nothing
// and prints nothing: a game never fails for want of sound. A recorder hook lets tests see
// which sound would have played.
#pragma once

#include <QObject>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>

class QSoundEffect;

namespace oxo::ui {

class GameController;

enum class Sound : std::uint8_t { Move, Win, Draw, Illegal };

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    explicit SoundPlayer(QObject* parent = nullptr);

    void setEnabled(bool enabled);
    bool isEnabled() const { return enabled_; }
    // Plays `sound` when enabled; the recorder, if set, hears of it first.
    void play(Sound sound);
    // Moves, wins and draws of `controller` make their sounds.
    void follow(GameController* controller);

    using Recorder = std::function<void(Sound)>;
    // For tests: receives each sound that plays. `silent` leaves the audio device alone.
    void setRecorder(Recorder recorder, bool silent = true) {
        recorder_ = std::move(recorder);
        silent_ = silent;
    }

private:
    QSoundEffect* effect(Sound sound);
    // Whether there is an audio output to play on; asked once, on the first sound.
    bool hasOutput();

    bool enabled_ = false;
    bool silent_ = false;
    Recorder recorder_;
    std::optional<bool> hasOutput_;
    std::array<QSoundEffect*, 4> effects_{};  // made on first use: no device opened when off
};

}  // namespace oxo::ui
