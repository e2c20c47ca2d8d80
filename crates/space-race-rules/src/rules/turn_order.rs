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

    /// Where the Rockets stand ([`Rockets`]).
    pub(crate) fn rockets(&self) -> Rockets {
        let mut r = Rockets::EMPTY;
        for (p, s) in self.seats.iter() {
            r.set(p, s.progress);
        }
        r
    }

    /// Moves a Rocket forward `gained` spaces; a Rocket never shares a space
    /// (it goes on to the next empty space ahead). `rockets`: where the
    /// Rockets stand ([`RawState::rockets`]), kept up to date.
    pub(crate) fn gain_progress(
        &mut self,
        rockets: &mut Rockets,
        p: PlayerId,
        gained: u16,
        reason: ProgressReason,
        ev: &mut impl Sink,
    ) {
        if gained == 0 || p.index() >= MAX_SEATS {
            return;
        }
        let start = rockets.at(p);
        let mut to = start.saturating_add(gained);
        // At most one step past each other Rocket (and never at the end of
        // the track: states keep Rockets far from it, `MAX_PROGRESS`).
        for _ in 0..MAX_SEATS {
            if !rockets.other_on(p, to) {
                break;
            }
            to = to.saturating_add(1);
        }
        rockets.set(p, to);
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

/// Where each seat's Rocket stands, 16 bits per seat (seat 0 lowest), held
/// in registers while a Mission symbol moves them: a test of every Rocket
/// against a space is a few word operations, with no branch on which seat
/// stands where and no memory to read back.
#[derive(Clone, Copy)]
pub(crate) struct Rockets(u128);

/// A 1 at the bottom of each seat's 16 bits.
const LANE_ONES: u128 = {
    assert!(16 * MAX_SEATS <= 128, "16 bits per seat");
    let mut ones = 0;
    let mut i = 0;
    while i < MAX_SEATS {
        ones |= 1 << (16 * i);
        i += 1;
    }
    ones
};
/// Every bit of every seat's 16 bits.
const LANES: u128 = LANE_ONES * 0xffff;

impl Rockets {
    /// No seat: every place holds `u16::MAX`, a space no Rocket reaches
    /// ([`crate::MAX_PROGRESS`]).
    const EMPTY: Rockets = Rockets(LANES);

    fn shift(p: PlayerId) -> u32 {
        16 * u32::from(p.0)
    }

    /// Where seat `p`'s Rocket stands (`p` below [`MAX_SEATS`]).
    fn at(self, p: PlayerId) -> u16 {
        (self.0 >> Self::shift(p)) as u16
    }

    /// Puts seat `p`'s Rocket on `space` (`p` below [`MAX_SEATS`]).
    fn set(&mut self, p: PlayerId, space: u16) {
        if p.index() < MAX_SEATS {
            let s = Self::shift(p);
            self.0 = (self.0 & !(0xffff << s)) | (u128::from(space) << s);
        }
    }

    /// Whether a Rocket other than seat `p`'s stands on `space`.
    fn other_on(self, p: PlayerId, space: u16) -> bool {
        // A seat's 16 bits of `diff` are 0 exactly where its Rocket stands
        // on `space`; seat `p`'s are set to all ones to leave it out. Some
        // 16 bits are 0 exactly when subtracting 1 from each borrows into
        // its top bit where that bit was clear (the borrow of a 0 passes
        // into the next seat's bits, but only above a 0, which is found
        // already).
        let diff = (self.0 ^ (LANE_ONES * u128::from(space))) | (0xffff << Self::shift(p));
        diff.wrapping_sub(LANE_ONES) & !diff & (LANE_ONES << 15) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `other_on` agrees with a plain search over every seat for every
    /// space near the Rockets, with Rockets side by side, far apart, at 0
    /// and past the last seat.
    #[test]
    fn other_on_finds_exactly_the_other_rockets() {
        let layouts: [&[u16]; 6] = [
            &[0, 1, 2, 3, 4],
            &[7, 7, 9],
            &[40_000, 0],
            &[3],
            &[5, 300, 6, 65_534],
            &[11, 10, 9, 8, 7, 6],
        ];
        for spaces in layouts {
            let mut r = Rockets::EMPTY;
            for (i, &at) in spaces.iter().enumerate() {
                r.set(PlayerId(i as u8), at);
            }
            for (i, &at) in spaces.iter().enumerate() {
                assert_eq!(r.at(PlayerId(i as u8)), at);
            }
            for p in 0..spaces.len() {
                for space in (0..12).chain([298, 299, 300, 301, 39_999, 40_000, 65_534]) {
                    let expected = spaces
                        .iter()
                        .enumerate()
                        .any(|(q, &at)| q != p && at == space);
                    assert_eq!(
                        r.other_on(PlayerId(p as u8), space),
                        expected,
                        "seat {p}, space {space}, Rockets {spaces:?}"
                    );
                }
            }
        }
    }
}
