#include "oxo/widgets/sound_player.h"

#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>
#include <QUrl>
#include <array>

#include "oxo/controller/game_controller.h"
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

bool SoundPlayer::hasOutput() {
    if (!hasOutput_) {
        // Without a sound server Qt Multimedia prints plain warnings (no category to filter)
        // while it looks for one, and an effect would print more for every sound: look once,
        // with the messages of that moment held back.
        const QtMessageHandler previous =
            qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
        hasOutput_ = !QMediaDevices::defaultAudioOutput().isNull();
        qInstallMessageHandler(previous);
    }
    return *hasOutput_;
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
    // With no audio output no effect is made: nothing to report to a person who asked for
    // sound on a machine without it. An effect whose sample fails goes to Error, and is quiet.
    if (!hasOutput()) {
        return;
    }
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
