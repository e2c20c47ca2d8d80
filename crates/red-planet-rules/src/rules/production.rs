//! "PRODUCTION PHASE" (three phases producing 1, 2 and 3 point
//! tokens), with the discoveries that act during the third one and the
//! action cards played at the end of a production phase.
//!
//! "If exactly one player has the most astronauts in a zone, they take all of
//! that zone's point tokens. If two or more players tie for the most
//! astronauts, the tied players split the zone's tokens evenly; the remainder
//! stays in the zone and can be won later" (the English rendering of the
//! rulebook's Portuguese section). Rulings applied: R3 (point-token values and a limited
//! supply), R6 (discoveries), R7 (action cards).

use cardgame_core::{Audience, EventSink};

use crate::config::{Colour, MAX_COLOURS};
use crate::data::action_cards::{ActionEffect, ActionTiming};
use crate::data::discoveries::{DiscoveryEffect, Timing};
use crate::data::resources::{token_resource, Resource};
use crate::data::zones::{Zone, ZONES};

/// The third-production discovery effect of each zone.
type Effects = [Option<DiscoveryEffect>; ZONES];
use crate::data::{action_card, discovery, EVENT_CARDS, FIRST_ACTION};
use crate::event::Event;
use crate::state::{CardPlace, RawState};

impl RawState {
    /// The revealed discovery effect acting on each zone during the third
    /// production.
    fn third_production_effects(&self) -> Effects {
        let mut out = [None; ZONES];
        if !self.discoveries_revealed {
            return out;
        }
        for (z, &id) in self.discoveries_by_zone().iter().enumerate() {
            if let Some(d) = id.and_then(discovery) {
                if d.timing == Timing::ThirdProduction {
                    out[z] = Some(d.effect);
                }
            }
        }
        out
    }

    /// How many point tokens of its own resource, and how many extra
    /// celerium tokens, zone `z` produces in production phase `phase`.
    pub fn production_of(&self, z: Zone, phase: u8) -> (u8, u8) {
        self.production_with(z, phase, &self.third_production_effects())
    }

    fn production_with(&self, z: Zone, phase: u8, effects: &Effects) -> (u8, u8) {
        let mut amount = i16::from(phase);
        let mut celerium = 0i16;
        if phase == 3 {
            let board = self.config.board;
            let mut incident = false;
            for &y in &Zone::ALL {
                let Some(effect) = effects[y.index()] else {
                    continue;
                };
                let here = y == z;
                match effect {
                    DiscoveryEffect::ProductionChange(n) if here => amount += i16::from(n),
                    DiscoveryEffect::ExtraCelerium(n) if here => celerium += i16::from(n),
                    DiscoveryEffect::MiningIncident if here => incident = true,
                    DiscoveryEffect::Synergy if here || board.are_adjacent(y, z) => amount += 1,
                    _ => {}
                }
            }
            // Clarification: Mining Incident takes precedence over Synergy;
            // no point token is placed in that zone.
            if incident {
                amount = 0;
                celerium = 0;
            }
        }
        (amount.clamp(0, 255) as u8, celerium.clamp(0, 255) as u8)
    }

    /// Astronaut counts in zone `z` as production reads them: during the
    /// third production, Flat Terrain counts every colour present as one, and
    /// Rough Terrain counts one fewer for each (clarification: third
    /// production only).
    pub fn production_counts(&self, z: Zone, phase: u8) -> [u8; MAX_COLOURS] {
        self.counts_with(z, phase, &self.third_production_effects())
    }

    fn counts_with(&self, z: Zone, phase: u8, effects: &Effects) -> [u8; MAX_COLOURS] {
        let mut counts = self.zones[z.index()].astronauts;
        if phase == 3 {
            match effects[z.index()] {
                Some(DiscoveryEffect::FlatTerrain) => {
                    for n in counts.iter_mut() {
                        *n = (*n).min(1);
                    }
                }
                Some(DiscoveryEffect::RoughTerrain) => {
                    for n in counts.iter_mut() {
                        *n = n.saturating_sub(1);
                    }
                }
                _ => {}
            }
        }
        counts
    }

    /// The colours that take zone `z`'s point tokens: the most astronauts
    /// (all tied colours split), or with Subterfuge in the third production,
    /// the second most (clarification: a tie for the most splits as usual;
    /// a lone colour takes nothing).
    pub fn zone_takers(&self, z: Zone, phase: u8) -> u8 {
        self.takers_with(z, phase, &self.third_production_effects())
    }

    fn takers_with(&self, z: Zone, phase: u8, effects: &Effects) -> u8 {
        let nc = self.colour_count();
        // All six counts, those of colours out of play as 0 (they take
        // nothing): the loops below then have a fixed length, and unroll
        // without branches.
        let mut counts = self.counts_with(z, phase, effects);
        for (i, n) in counts.iter_mut().enumerate() {
            *n *= u8::from(i < nc);
        }
        let max = counts.iter().copied().max().unwrap_or(0);
        if max == 0 {
            return 0;
        }
        let mask = |v: u8| {
            counts
                .iter()
                .enumerate()
                .filter(|(_, &n)| n == v)
                .fold(0u8, |m, (i, _)| m | (1 << i))
        };
        let leaders = mask(max);
        let subterfuge = phase == 3 && effects[z.index()] == Some(DiscoveryEffect::Subterfuge);
        if !subterfuge || leaders.count_ones() >= 2 {
            return leaders;
        }
        match counts.iter().copied().filter(|&n| n > 0 && n < max).max() {
            Some(second) => mask(second),
            None => 0,
        }
    }

    /// A production phase: zones with a face-up resource produce, then the
    /// majority in each zone takes its point tokens (ties split evenly, the
    /// remainder stays; an empty zone keeps its tokens). Then action cards
    /// played at the end of this phase.
    pub(crate) fn production<S: EventSink<Event>>(&mut self, phase: u8, events: &mut S) {
        events.emit(Audience::All, Event::Production { phase });
        let effects = if phase == 3 {
            self.third_production_effects()
        } else {
            [None; ZONES]
        };
        for &z in &Zone::ALL {
            if !self.zones[z.index()].revealed {
                continue;
            }
            let Some(r) = token_resource(self.zones[z.index()].resource) else {
                continue;
            };
            let (amount, celerium) = self.production_with(z, phase, &effects);
            for (res, n) in [(r, amount), (Resource::Celerium, celerium)] {
                let supply = &mut self.point_supply[res as usize];
                let n = n.min(*supply);
                if n == 0 {
                    continue;
                }
                *supply -= n;
                self.zones[z.index()].points[res as usize] += n;
                events.emit(
                    Audience::All,
                    Event::Produced {
                        zone: z,
                        resource: res,
                        count: n,
                    },
                );
            }
        }
        for &z in &Zone::ALL {
            // A zone without point tokens has nothing to share.
            if self.zones[z.index()].points == [0; 3] {
                continue;
            }
            let takers = self.takers_with(z, phase, &effects);
            // Each taker gets an equal share, the remainder stays. Only the
            // takers are visited (the set bits of `takers`, lowest colour
            // first; most often one); with no taker nothing moves (`max(1)`
            // only keeps the division defined).
            let ways = (takers.count_ones() as u8).max(1);
            for res in Resource::ALL {
                let r = res as usize;
                let each = self.zones[z.index()].points[r] / ways;
                let mut rest = takers;
                while rest != 0 {
                    let i = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    let Some(col) = self.colours.get_mut(i) else {
                        break;
                    };
                    self.zones[z.index()].points[r] -= each;
                    col.points[r] += each;
                    if each > 0 {
                        events.emit(
                            Audience::All,
                            Event::Took {
                                colour: Colour(i as u8),
                                zone: z,
                                resource: res,
                                count: each,
                            },
                        );
                    }
                }
            }
        }
        self.play_actions(ActionTiming::EndOfProduction(phase), events);
    }

    /// Plays every held action card whose moment has come.
    pub(crate) fn play_actions<S: EventSink<Event>>(&mut self, when: ActionTiming, events: &mut S) {
        // Only action cards are played (their ids come last).
        for id in usize::from(FIRST_ACTION)..EVENT_CARDS {
            let CardPlace::Held(c) = self.event_cards[id] else {
                continue;
            };
            let Some(card) = action_card(id as u8) else {
                continue;
            };
            if card.timing != when {
                continue;
            }
            self.event_cards[id] = CardPlace::Played(c);
            self.known[id] = cardgame_core::PlayerSet::all(self.config.players as usize);
            let colour = Colour(c);
            events.emit(
                Audience::All,
                Event::ActionPlayed {
                    colour,
                    card: id as u8,
                },
            );
            let ci = c as usize;
            match card.effect {
                ActionEffect::PlanetaryCleanup => {
                    for res in Resource::ALL {
                        let mut n = 0u8;
                        for zone in self.zones.iter_mut() {
                            n += zone.points[res as usize];
                            zone.points[res as usize] = 0;
                        }
                        self.colours[ci].points[res as usize] += n;
                        if n > 0 {
                            events.emit(
                                Audience::All,
                                Event::Received {
                                    colour,
                                    resource: res,
                                    count: n,
                                },
                            );
                        }
                    }
                }
                ActionEffect::SupplyDrop(res, n) => {
                    let n = n.min(self.point_supply[res as usize]);
                    self.point_supply[res as usize] -= n;
                    self.colours[ci].points[res as usize] += n;
                    events.emit(
                        Audience::All,
                        Event::Received {
                            colour,
                            resource: res,
                            count: n,
                        },
                    );
                }
                ActionEffect::PhobosBeacon => {
                    let n = self.astronauts(Zone::Phobos, colour);
                    let sheet = &mut self.sheets[ci];
                    sheet.actions += i16::from(n);
                }
            }
        }
    }
}
