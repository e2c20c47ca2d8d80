//! Narrated events, each with the audience that may see it.

use alloc::vec::Vec;

use crate::seat::{PlayerSet, Viewer};

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Audience {
    /// Everybody, spectators included.
    All,
    /// Only these seats.
    Seats(PlayerSet),
    /// Every seat but these, and spectators (the public side of a private event).
    AllExcept(PlayerSet),
}

impl Audience {
    /// Whether `viewer` may see an event with this audience.
    pub const fn admits(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::All, _) => true,
            (Audience::Seats(s), Viewer::Seat(p)) => s.contains(p),
            (Audience::Seats(_), Viewer::Spectator) => false,
            (Audience::AllExcept(s), Viewer::Seat(p)) => !s.contains(p),
            (Audience::AllExcept(_), Viewer::Spectator) => true,
        }
    }
}

/// An event with its audience.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Logged<E> {
    /// Who may see it.
    pub audience: Audience,
    /// What happened.
    pub event: E,
}

/// Where `apply` narrates. `()` drops events (the fast path);
/// `Vec<Logged<E>>` records them.
pub trait EventSink<E> {
    /// Whether events are kept (games may skip building costly events when not).
    fn wants_events(&self) -> bool {
        true
    }
    /// Records one event.
    fn emit(&mut self, audience: Audience, event: E);
}

impl<E> EventSink<E> for () {
    #[inline]
    fn wants_events(&self) -> bool {
        false
    }
    #[inline]
    fn emit(&mut self, _audience: Audience, _event: E) {}
}

impl<E> EventSink<E> for Vec<Logged<E>> {
    fn emit(&mut self, audience: Audience, event: E) {
        self.push(Logged { audience, event });
    }
}

/// The events of a log that `viewer` may see.
pub fn visible_to<E>(log: &[Logged<E>], viewer: Viewer) -> impl Iterator<Item = &E> {
    log.iter()
        .filter(move |l| l.audience.admits(viewer))
        .map(|l| &l.event)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PlayerId;

    #[test]
    fn audiences_admit_the_right_viewers() {
        let p0 = Viewer::Seat(PlayerId(0));
        let p1 = Viewer::Seat(PlayerId(1));
        let only0 = Audience::Seats(PlayerSet::only(PlayerId(0)));
        let but0 = Audience::AllExcept(PlayerSet::only(PlayerId(0)));
        assert!(only0.admits(p0) && !only0.admits(p1) && !only0.admits(Viewer::Spectator));
        assert!(!but0.admits(p0) && but0.admits(p1) && but0.admits(Viewer::Spectator));
        let mut log: Vec<Logged<u8>> = Vec::new();
        log.emit(only0, 1);
        log.emit(but0, 2);
        log.emit(Audience::All, 3);
        assert_eq!(visible_to(&log, p0).copied().collect::<Vec<_>>(), [1, 3]);
        assert_eq!(
            visible_to(&log, Viewer::Spectator)
                .copied()
                .collect::<Vec<_>>(),
            [2, 3]
        );
    }
}
