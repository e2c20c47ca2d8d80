//! Turn Order: "This is determined by looking at the relative positions of
//! the Rockets on the Progress track, starting with the player farthest
//! ahead and proceeding to the player at the back. At other times, things are
//! resolved in reverse turn order". And Phase 3: "If your Rocket would end
//! its movement in the same space as another Rocket, place it on the next
//! empty space in front of the other Rocket instead."
//!
//! Rulings applied: R4 (the Progress track and scores).

use cardgame_core::{PlayerId, StackVec, MAX_SEATS};

use crate::event::{Event, ProgressReason};
use crate::rules::Sink;
use crate::state::RawState;

impl RawState {
    /// Seats in turn order: farthest ahead on the Progress track first.
    pub fn turn_order(&self) -> StackVec<PlayerId, 5> {
        // Insertion sort by (progress descending, seat ascending): a total
        // order, so the result is the unique sorted one.
        let mut keys = [(0u16, PlayerId(0)); 5];
        let mut n = 0usize;
        for (p, s) in self.seats.iter() {
            let Some(slot) = keys.get_mut(n) else { break };
            *slot = (s.progress, p);
            n += 1;
            let mut j = n - 1;
            while j > 0 {
                let (Some(&a), Some(&b)) = (keys.get(j - 1), keys.get(j)) else {
                    break;
                };
                if a.0 > b.0 || (a.0 == b.0 && a.1 < b.1) {
                    break;
                }
                keys.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut v: StackVec<PlayerId, 5> = StackVec::new();
        for &(_, p) in keys.iter().take(n) {
            let _ = v.push(p);
        }
        v
    }

    /// Seats in reverse turn order.
    pub fn reverse_turn_order(&self) -> StackVec<PlayerId, 5> {
        let mut v = self.turn_order();
        v.as_mut_slice().reverse();
        v
    }

    /// Where seat `p` stands in the turn order (0 = first).
    pub fn turn_position(&self, p: PlayerId) -> usize {
        self.turn_order().iter().position(|&q| q == p).unwrap_or(0)
    }

    /// Where each seat's Rocket stands, by seat index; `u16::MAX` (a space
    /// no Rocket reaches: [`crate::MAX_PROGRESS`]) past the last seat.
    pub(crate) fn rockets(&self) -> [u16; MAX_SEATS] {
        let mut at = [u16::MAX; MAX_SEATS];
        for ((_, s), r) in self.seats.iter().zip(at.iter_mut()) {
            *r = s.progress;
        }
        at
    }

    /// Moves a Rocket forward `gained` spaces; a Rocket never shares a space
    /// (it goes on to the next empty space ahead). `rockets`: where the
    /// Rockets stand ([`RawState::rockets`]), kept up to date.
    pub(crate) fn gain_progress(
        &mut self,
        rockets: &mut [u16; MAX_SEATS],
        p: PlayerId,
        gained: u16,
        reason: ProgressReason,
        ev: &mut impl Sink,
    ) {
        if gained == 0 {
            return;
        }
        let Some(r) = rockets.get_mut(p.index()) else {
            return;
        };
        let start = *r;
        // The Rocket leaves its space: only the others can be in the way.
        *r = u16::MAX;
        let mut to = start.saturating_add(gained);
        // At most one step past each other Rocket (and never at the end of
        // the track: states keep Rockets far from it, `MAX_PROGRESS`). Each
        // test reads every Rocket, with no branch on which one is there.
        for _ in 0..MAX_SEATS {
            if !rockets.iter().fold(false, |taken, &r| taken | (r == to)) {
                break;
            }
            to = to.saturating_add(1);
        }
        if let Some(r) = rockets.get_mut(p.index()) {
            *r = to;
        }
        if let Some(s) = self.seat_mut(p) {
            s.progress = to;
        }
        self.say(
            ev,
            Event::Progress {
                seat: p,
                gained: to - start,
                position: to,
                reason,
            },
        );
    }
}
