//! "REVEAL DISCOVERY PHASE" and "FINAL SCORING PHASE", with the "ICE
//! MONOPOLY MISSION" and the card clarifications on missions and discoveries.
//!
//! "Highest score wins. Tie: the tied player with the most point tokens
//! (counted as tokens, regardless of value) wins. Still tied: the tied players
//! share the win" (the English rendering of the rulebook's Portuguese
//! section). Rulings applied: R4
//! (missions), R5 ("the most" with nothing), R6 (discoveries), R16 (when Ice
//! Monopoly is scored).
//!
//! The score estimate bots play on ([`Evaluate`] for [`RedPlanet`]) is
//! written from this section too: the points scored so far, plus a modest
//! share of what is in progress (see [`RawState::estimate`]).

use cardgame_core::{Audience, BySeat, Evaluate, EventSink, Outcome, PlayerId, PlayerSet};

use crate::config::{Colour, MAX_COLOURS};
use crate::data::action_cards::{ActionEffect, ActionTiming};
use crate::data::discoveries::{DiscoveryEffect, Timing};
use crate::data::missions::{Goal, ICE_MONOPOLY_POINTS, MISSION_COUNT, PRESENCE_POINTS};
use crate::data::resources::{token_resource, Resource};
use crate::data::zones::{Zone, ZONES};
use crate::data::{action_card, discovery, mission, EVENT_CARDS};
use crate::event::Event;
use crate::state::{CardPlace, RawState, RedPlanet, Stage};

impl RawState {
    /// Astronauts of `c` on Mars (Phobos excluded).
    pub fn astronauts_on_mars(&self, c: Colour) -> u16 {
        Zone::ALL
            .iter()
            .filter(|z| z.is_mars())
            .map(|&z| u16::from(self.astronauts(z, c)))
            .sum()
    }

    /// Point tokens collected by `c`, counted as tokens.
    pub fn token_count(&self, c: Colour) -> u16 {
        self.colours
            .get(c.index())
            .map_or(0, |col| col.points.iter().map(|&n| u16::from(n)).sum())
    }

    /// The score of `c` so far: the value of its point tokens (ice 1,
    /// sylvanite 2, celerium 3), or its final score once the game is over.
    pub fn running_score(&self, c: Colour) -> i16 {
        if self.stage == Stage::Over {
            return self.sheets.get(c.index()).map_or(0, |s| s.total);
        }
        self.colours.get(c.index()).map_or(0, |col| {
            Resource::ALL
                .iter()
                .map(|&r| i16::from(col.points[r as usize]) * i16::from(r.value()))
                .sum()
        })
    }

    /// Whether `c` has the most of `value` among the colours in play, with
    /// ties counting and a count of zero never counting (clarification and R5).
    fn has_most(&self, c: Colour, value: impl Fn(Colour) -> u16) -> bool {
        let mine = value(c);
        mine > 0 && self.config.all_colours().all(|o| value(o) <= mine)
    }

    /// The points mission `m` scores for `c` (0 if not completed).
    pub fn mission_points(&self, c: Colour, m: u8) -> u8 {
        let Some(card) = mission(m) else {
            return 0;
        };
        let done = match card.goal {
            Goal::MostTokens(Some(r)) => self.has_most(c, |o| {
                self.colours
                    .get(o.index())
                    .map_or(0, |x| u16::from(x.points[r as usize]))
            }),
            Goal::MostTokens(None) => self.has_most(c, |o| self.token_count(o)),
            Goal::Presence(zones) => {
                let k = zones.iter().filter(|&&z| self.astronauts(z, c) > 0).count();
                return PRESENCE_POINTS.get(k).copied().unwrap_or(0);
            }
            Goal::MostAstronautsIn(z) => self.has_most(c, |o| u16::from(self.astronauts(z, o))),
            Goal::MostAstronautsOnMars => self.has_most(c, |o| self.astronauts_on_mars(o)),
            Goal::FewestLost => {
                let mine = self.colours.get(c.index()).map_or(0, |x| x.memorial);
                self.colours().iter().all(|o| o.memorial >= mine)
            }
        };
        if done {
            card.points
        } else {
            0
        }
    }

    /// Ice Monopoly: the most ice point tokens take 9 points, divided among
    /// the tied, rounded down (no ice token, no points: R5).
    pub fn ice_monopoly_points(&self, c: Colour) -> u8 {
        let ice = |o: Colour| {
            self.colours
                .get(o.index())
                .map_or(0, |x| u16::from(x.points[Resource::Ice as usize]))
        };
        if !self.has_most(c, ice) {
            return 0;
        }
        let mine = ice(c);
        let tied = self
            .config
            .all_colours()
            .filter(|&o| ice(o) == mine)
            .count() as u8;
        ICE_MONOPOLY_POINTS / tied.max(1)
    }

    /// The reveal discovery phase: every discovery in play turns face up, and
    /// those that act "when revealed" do, in zone order.
    pub(crate) fn reveal_discoveries<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.discoveries_revealed = true;
        let all = PlayerSet::all(self.config.players as usize);
        // No discovery moves during this phase: one pass finds them all.
        let by_zone = self.discoveries_by_zone();
        for z in Zone::OUTER {
            if let Some(card) = by_zone[z.index()] {
                self.known[card as usize] = all;
                events.emit(Audience::All, Event::DiscoveryRevealed { zone: z, card });
            }
        }
        for z in Zone::OUTER {
            let Some(d) = by_zone[z.index()].and_then(discovery) else {
                continue;
            };
            if d.timing != Timing::Reveal {
                continue;
            }
            match d.effect {
                DiscoveryEffect::EtherMagnet => {
                    let mut moved = 0u8;
                    let nd = self.dock_count();
                    for dock in self.docks.iter_mut().take(nd) {
                        if !dock.is_docked() {
                            continue;
                        }
                        for (i, n) in dock.aboard.iter_mut().enumerate() {
                            self.zones[z.index()].astronauts[i] += *n;
                            moved = moved.saturating_add(*n);
                            *n = 0;
                        }
                    }
                    events.emit(
                        Audience::All,
                        Event::Magnet {
                            zone: z,
                            astronauts: moved,
                        },
                    );
                    if moved > 0 {
                        self.arrive(z, events);
                    }
                }
                DiscoveryEffect::Landslide => {
                    for i in 0..self.colour_count() {
                        let n = &mut self.zones[z.index()].astronauts[i];
                        if *n > 0 {
                            *n -= 1;
                            self.colours[i].memorial += 1;
                            events.emit(
                                Audience::All,
                                Event::Lost {
                                    colour: Colour(i as u8),
                                    zone: z,
                                },
                            );
                        }
                    }
                }
                _ => {}
            }
        }
    }

    /// Final scoring: missions, the Ice Monopoly, point-token values,
    /// discoveries and action cards, into each colour's score sheet.
    pub(crate) fn final_scoring<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.play_actions(ActionTiming::FinalScoring, events);
        let all = PlayerSet::all(self.config.players as usize);
        let by_zone = self.discoveries_by_zone();
        // The missions each colour holds, a bit per mission id, in one pass
        // over the missions (the first event cards) rather than one per
        // colour.
        const _: () = assert!(MISSION_COUNT <= u16::BITS as usize);
        let mut held = [0u16; MAX_COLOURS];
        for (id, place) in self.event_cards.iter().take(MISSION_COUNT).enumerate() {
            if let CardPlace::Held(c) = *place {
                if let Some(bits) = held.get_mut(usize::from(c)) {
                    *bits |= 1 << id;
                }
            }
        }
        for c in self.config.all_colours() {
            let ci = c.index();
            let mut missions = 0i16;
            let mut rest = held[ci];
            while rest != 0 {
                let id = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if mission(id as u8).is_none() {
                    continue;
                }
                self.known[id] = all;
                let points = self.mission_points(c, id as u8);
                missions += i16::from(points);
                events.emit(
                    Audience::All,
                    Event::MissionRevealed {
                        colour: c,
                        card: id as u8,
                        points,
                    },
                );
            }
            let ice = self.ice_monopoly_points(c);
            if ice > 0 {
                events.emit(
                    Audience::All,
                    Event::IceMonopoly {
                        colour: c,
                        points: ice,
                    },
                );
            }
            let mut discoveries = 0i16;
            for z in Zone::OUTER {
                let Some(card) = by_zone[z.index()] else {
                    continue;
                };
                let Some(d) = discovery(card) else {
                    continue;
                };
                let here = self.astronauts(z, c);
                let points: i8 = match d.effect {
                    DiscoveryEffect::PresenceBonus(n) if here > 0 => n as i8,
                    DiscoveryEffect::PresencePenalty(n) if here > 0 => -(n as i8),
                    DiscoveryEffect::MajorityBonus(n)
                        if self.has_most(c, |o| u16::from(self.astronauts(z, o))) =>
                    {
                        n as i8
                    }
                    _ => 0,
                };
                if points != 0 {
                    discoveries += i16::from(points);
                    events.emit(
                        Audience::All,
                        Event::DiscoveryPoints {
                            colour: c,
                            card,
                            points,
                        },
                    );
                }
            }
            let col = &self.colours[ci];
            let tokens: i16 = Resource::ALL
                .iter()
                .map(|&r| i16::from(col.points[r as usize]) * i16::from(r.value()))
                .sum();
            let token_count = self.token_count(c).min(255) as u8;
            let sheet = &mut self.sheets[ci];
            sheet.tokens = tokens;
            sheet.token_count = token_count;
            sheet.missions = missions;
            sheet.ice_monopoly = i16::from(ice);
            sheet.discoveries = discoveries;
            sheet.total = tokens + missions + i16::from(ice) + discoveries + sheet.actions;
            events.emit(
                Audience::All,
                Event::FinalScore {
                    colour: c,
                    score: sheet.total,
                    tokens: token_count,
                },
            );
        }
    }

    /// The outcome, once final scoring is done: each seat scores its main
    /// colour's total, ranked by total then point tokens collected. With two
    /// players, "if either neutral color has the highest score, then both
    /// players lose", and a main colour beats a neutral colour on a tie.
    pub(crate) fn outcome(&self) -> Option<Outcome> {
        if self.stage != Stage::Over {
            return None;
        }
        let n = self.config.players as usize;
        let sheet = |p: PlayerId| self.sheets[self.config.main_colour(p).index()];
        let scores = BySeat::from_fn(n, |p| i32::from(sheet(p).total));
        let mut outcome = Outcome::ranked(scores, |p| (sheet(p).total, sheet(p).token_count));
        if self.config.is_two_player() {
            let best_main = self.sheets[..2].iter().map(|x| x.total).max().unwrap_or(0);
            let best_neutral = self.sheets[2..4].iter().map(|x| x.total).max().unwrap_or(0);
            if best_neutral > best_main {
                outcome.winners = PlayerSet::EMPTY;
            }
        }
        Some(outcome)
    }
}

/// The weights of the score estimate, in tenths of a point.
mod weight {
    /// One point.
    pub const POINT: i64 = 10;
    /// The expected value of a point token of a zone whose resource token is
    /// still face down (5 ice at 1, 3 sylvanite at 2, 3 celerium at 3: 20/11).
    pub const UNKNOWN_TOKEN: i64 = 18;
    /// The share (percent) of a zone's tokens and coming production counted
    /// for the colours leading its presence.
    pub const MAJORITY_PERCENT: i64 = 70;
    /// The share (percent) of the production after the next one.
    pub const LATER_PRODUCTION_PERCENT: i64 = 40;
    /// The share (percent) of a held mission's points as it stands now
    /// (and of the Ice Monopoly, and of final-scoring discoveries).
    pub const MISSION_PERCENT: i64 = 70;
    /// Presence, in halves of an astronaut: in the zone or in a launched
    /// ship bound there.
    pub const LANDED: u16 = 2;
    /// In a docked ship bound there (it may yet be destroyed or redirected).
    pub const DOCKED: u16 = 1;
}

/// The production phase that comes next in round `round`, and the
/// tokens each zone produces in it (1, 2, 3): after rounds 5, 8 and 10.
const fn next_production(round: u8) -> u8 {
    if round <= 5 {
        1
    } else if round <= 8 {
        2
    } else {
        3
    }
}

impl RawState {
    /// Each colour's presence in each zone, in halves of an astronaut:
    /// astronauts there and in launched ships bound there count 2, in
    /// docked ships bound there 1 (a ship without a destination counts
    /// nowhere).
    fn presence(&self) -> [[u16; crate::config::MAX_COLOURS]; ZONES] {
        let nc = self.colour_count();
        let mut out = [[0u16; crate::config::MAX_COLOURS]; ZONES];
        for (row, zone) in out.iter_mut().zip(&self.zones) {
            for (n, &a) in row.iter_mut().zip(&zone.astronauts).take(nc) {
                *n = u16::from(a) * weight::LANDED;
            }
        }
        for dock in self.docks() {
            let Some(z) = dock.ship.and(dock.destination()) else {
                continue;
            };
            let w = if dock.launched {
                weight::LANDED
            } else {
                weight::DOCKED
            };
            for (n, &a) in out[z.index()].iter_mut().zip(&dock.aboard).take(nc) {
                *n += u16::from(a) * w;
            }
        }
        out
    }

    /// The score estimate of [`Evaluate`] for colour `c`, in tenths of a
    /// point:
    ///
    /// - the value of the point tokens collected (final scoring);
    /// - for each zone, the value of the point tokens lying there and of the
    ///   next production (all of it) and the later ones (40%), shared among
    ///   the colours leading its presence — astronauts there or in a
    ///   launched ship bound there, and half an astronaut for one in a
    ///   docked ship bound there — of which 70% is counted (a zone whose
    ///   resource is face down counts 1.8 points a token);
    /// - 70% of what each held mission, the Ice Monopoly and each
    ///   final-scoring discovery would score now;
    /// - the held action cards still to play: the shipments' tokens, 3
    ///   points for Planetary Cleanup, 1 point per astronaut on Phobos for
    ///   Phobos Beacon.
    ///
    /// Once the game is over it is exactly ten times the final score.
    pub(crate) fn estimate(&self, c: Colour) -> i64 {
        let ci = c.index();
        if ci >= self.colour_count() {
            return 0;
        }
        if self.stage == Stage::Over {
            return weight::POINT * i64::from(self.sheets[ci].total);
        }
        let mut value = weight::POINT * i64::from(self.running_score(c));

        // The zones' tokens and production, to their majorities.
        let presence = self.presence();
        let nc = self.colour_count();
        let next = next_production(self.round);
        let later: i64 = (next + 1..=3).map(i64::from).sum();
        for (z, zone) in self.zones.iter().enumerate() {
            let mine = presence[z][ci];
            if mine == 0 {
                continue;
            }
            let most = presence[z][..nc].iter().copied().max().unwrap_or(0);
            if mine < most {
                continue;
            }
            let leaders = presence[z][..nc].iter().filter(|&&n| n == most).count() as i64;
            let lying: i64 = Resource::ALL
                .iter()
                .map(|&r| i64::from(zone.points[r as usize]) * i64::from(r.value()))
                .sum();
            let token = match token_resource(zone.resource).filter(|_| zone.revealed) {
                Some(r) => weight::POINT * i64::from(r.value()),
                None => weight::UNKNOWN_TOKEN,
            };
            let coming =
                token * i64::from(next) + token * later * weight::LATER_PRODUCTION_PERCENT / 100;
            let pot = weight::POINT * lying + coming;
            value += pot * weight::MAJORITY_PERCENT / (100 * leaders.max(1));
        }

        // Held missions and action cards.
        let mut now = 0i64;
        for id in 0..EVENT_CARDS {
            if self.event_cards[id] != CardPlace::Held(c.0) {
                continue;
            }
            let id = id as u8;
            if mission(id).is_some() {
                now += weight::POINT * i64::from(self.mission_points(c, id));
            } else if let Some(a) = action_card(id) {
                let future = match a.timing {
                    ActionTiming::EndOfProduction(phase) => phase >= next,
                    ActionTiming::FinalScoring => true,
                };
                if future {
                    value += weight::POINT
                        * match a.effect {
                            ActionEffect::SupplyDrop(r, n) => i64::from(n) * i64::from(r.value()),
                            ActionEffect::PlanetaryCleanup => 3,
                            ActionEffect::PhobosBeacon => {
                                i64::from(self.astronauts(Zone::Phobos, c))
                            }
                        };
                }
            }
        }
        now += weight::POINT * i64::from(self.ice_monopoly_points(c));
        // Final-scoring discoveries in play, as they would score now.
        let by_zone = self.discoveries_by_zone();
        for z in Zone::OUTER {
            let Some(d) = by_zone[z.index()].and_then(discovery) else {
                continue;
            };
            let here = self.astronauts(z, c);
            now += weight::POINT
                * match d.effect {
                    DiscoveryEffect::PresenceBonus(n) if here > 0 => i64::from(n),
                    DiscoveryEffect::PresencePenalty(n) if here > 0 => -i64::from(n),
                    DiscoveryEffect::MajorityBonus(n)
                        if self.has_most(c, |o| u16::from(self.astronauts(z, o))) =>
                    {
                        i64::from(n)
                    }
                    _ => 0,
                };
        }
        value + now * weight::MISSION_PERCENT / 100
    }

    /// The estimate of seat `p`: its main colour's. With two players, "if
    /// either neutral color has the highest score, then both players lose":
    /// a neutral colour's estimate above both main colours' is taken off.
    pub(crate) fn seat_estimate(&self, p: PlayerId) -> i64 {
        let main = self.estimate(self.config.main_colour(p));
        if !self.config.is_two_player() {
            return main;
        }
        let best_main = (0..2).map(|c| self.estimate(Colour(c))).max().unwrap_or(0);
        let best_neutral = (2..4).map(|c| self.estimate(Colour(c))).max().unwrap_or(0);
        main - (best_neutral - best_main).max(0)
    }
}

/// Bots' score estimate, in tenths of a point: a seat's main colour's point
/// tokens, a share of the tokens lying in and produced by the zones where
/// it leads (counting astronauts on their way there), and part of what its
/// missions, the Ice Monopoly, the discoveries and its action cards would
/// score now (see "Bots" in the crate documentation); with two players, a
/// neutral colour ahead of both main colours costs both seats the
/// difference. At game end, ten times the final score.
impl Evaluate for RedPlanet {
    /// Ten points.
    const DECISIVE_MARGIN: i64 = 100;

    /// Whole games, in practice: the estimate cannot foresee the landings
    /// that decide the zones (4 players against greedy, 100 games: 74%
    /// played out, 68% cut off at 30 decisions, 45% at 10).
    const ROLLOUT_DEPTH: u32 = 2000;

    fn evaluate(&self, seat: PlayerId) -> i64 {
        self.s.seat_estimate(seat)
    }
}
