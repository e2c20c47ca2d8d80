//! Astronauts: placing and moving them between the Agency, the Breakthrough
//! Zones and Projects, and "Exhausted Astronauts": "Unless otherwise stated,
//! all Astronauts are placed upright. However, some effects instruct you to
//! place exhausted Astronauts or to 'exhaust an Astronaut'. This is done by
//! placing the Astronaut on its side, instead of standing up. Whenever a card
//! tells you to refresh exhausted Astronauts, stand those Astronauts up."
//!
//! Rulings applied: R9 (astronauts when the Agency is empty), R17 (a moved
//! astronaut keeps its state), R26 ("exhaust an Astronaut").

use cardgame_core::PlayerId;

use crate::data::Zone;
use crate::event::{AstronautPlace, Event};
use crate::rules::Sink;
use crate::state::RawState;

impl RawState {
    /// Takes an astronaut of AI seat `p` for a new placement: from the
    /// Agency, else from a Standby area, else from the space farthest from
    /// the last space of another Project, oldest Project first (ruling R9:
    /// an AI player has no decisions; a human seat picks the source with
    /// `from project` / `from standby`). `except` is the target Project.
    pub(crate) fn take_astronaut(&mut self, p: PlayerId, except: Option<u8>) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        if s.astronauts > 0 {
            s.astronauts -= 1;
            return true;
        }
        let pi = p.index();
        for (i, pr) in self.projects.as_mut_slice().iter_mut().enumerate() {
            if Some(i as u8) == except {
                continue;
            }
            if let Some(sb) = pr.standby.get_mut(pi) {
                if *sb > 0 {
                    *sb -= 1;
                    return true;
                }
            }
        }
        for (i, pr) in self.projects.as_mut_slice().iter_mut().enumerate() {
            if Some(i as u8) == except {
                continue;
            }
            if let Some(sp) = pr.spaces.iter_mut().find(|x| **x == Some(p)) {
                *sp = None;
                return true;
            }
        }
        false
    }

    /// Puts one astronaut of seat `p` into zone `z` (from wherever it was
    /// taken), exhausted or not, and narrates it.
    pub(crate) fn astronaut_into_zone(
        &mut self,
        p: PlayerId,
        z: Zone,
        exhausted: bool,
        from: AstronautPlace,
        ev: &mut impl Sink,
    ) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let slot = if exhausted {
            s.exhausted.get_mut(z.index())
        } else {
            s.upright.get_mut(z.index())
        };
        if let Some(x) = slot {
            *x = x.saturating_add(1);
        }
        self.say(
            ev,
            Event::AstronautMoved {
                seat: p,
                from,
                to: AstronautPlace::Zone(z),
                exhausted,
            },
        );
    }

    /// Lifts one astronaut of seat `p` from zone `z` (an exhausted one if
    /// `exhausted`). Returns whether there was one.
    pub(crate) fn lift_from_zone(&mut self, p: PlayerId, z: usize, exhausted: bool) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        let slot = if exhausted {
            s.exhausted.get_mut(z)
        } else {
            s.upright.get_mut(z)
        };
        match slot {
            Some(x) if *x > 0 => {
                *x -= 1;
                true
            }
            _ => false,
        }
    }

    /// Turns one of `p`'s astronauts in zone `z` over: stands an exhausted one
    /// up (`refresh`) or lays an upright one down ("exhaust an Astronaut").
    pub(crate) fn turn_astronaut(
        &mut self,
        p: PlayerId,
        z: usize,
        refresh: bool,
        ev: &mut impl Sink,
    ) {
        if !self.lift_from_zone(p, z, refresh) {
            return;
        }
        if let Some(s) = self.seats.get_mut(p) {
            let to = if refresh {
                &mut s.upright
            } else {
                &mut s.exhausted
            };
            if let Some(x) = to.get_mut(z) {
                *x = x.saturating_add(1);
            }
        }
        let (seat, zone) = (p, Zone::from_index(z).unwrap_or(Zone::LaunchPad));
        self.say(
            ev,
            if refresh {
                Event::Refreshed { seat, zone }
            } else {
                Event::Exhausted { seat, zone }
            },
        );
    }
}
