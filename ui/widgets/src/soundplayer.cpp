#include "oxo/widgets/soundplayer.h"

#include <QSoundEffect>
#include <QUrl>
#include <array>

#include "oxo/controller/gamecontroller.h"
#include "oxo/enum_table.h"

namespace oxo::ui {

namespace {

QString sourceOf(Sound sound) {
    // Indexed by Sound (enum_table.h): Move, Win, Draw, Illegal.
    static constexpr std::array<const char*, 4> kNames{"move", "win", "draw", "illegal"};
    static_assert(kNames.size() == static_cast<std::size_t>(Sound::Illegal) + 1);
    const char* name = enumEntry(kNames, sound, nullptr);
    return name == nullptr ? QString()
                           : QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(name));
}

}  // namespace

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) {}

void SoundPlayer::setEnabled(bool enabled) {
    enabled_ = enabled;
}

QSoundEffect* SoundPlayer::effect(Sound sound) {
    QSoundEffect*& slot = effects_[static_cast<std::size_t>(sound)];
    if (slot == nullptr) {
        slot = new QSoundEffect(this);
        slot->setSource(QUrl(sourceOf(sound)));
        slot->setVolume(0.6f);
    }
    return slot;
}

void SoundPlayer::play(Sound sound) {
    if (!enabled_) {
        return;
    }
    if (recorder_) {
        recorder_(sound);
    }
    if (silent_) {
        return;
    }
    // With no audio output the effect goes to its Error status and stays quiet; nothing to
    // report to a person who asked for sound on a machine without it.
    QSoundEffect* e = effect(sound);
    if (e->status() != QSoundEffect::Error) {
        e->play();
    }
}

void SoundPlayer::follow(GameController* controller) {
    connect(controller, &GameController::played, this, [this, controller] {
        switch (controller->position().status()) {
            case Status::Won:
                play(Sound::Win);
                break;
            case Status::Draw:
                play(Sound::Draw);
                break;
            case Status::InProgress:
                play(Sound::Move);
                break;
        }
    });
    // Time and forfeits end a game without a move.
    connect(controller, &GameController::ended, this, [this, controller] {
        if (controller->timedOut() != kNoPlayer || controller->forfeited() != kNoPlayer) {
            play(Sound::Win);
        }
    });
}

}  // namespace oxo::ui
