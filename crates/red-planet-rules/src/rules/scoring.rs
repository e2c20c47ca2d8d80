//! "REVEAL DISCOVERY PHASE" and "FINAL SCORING PHASE", with the "ICE
//! MONOPOLY MISSION" and the card clarifications on missions and discoveries.
//!
//! "Highest score wins. Tie: the tied player with the most point tokens
//! (counted as tokens, regardless of value) wins. Still tied: the tied players
//! share the win" (the English rendering of the rulebook's Portuguese
//! section). Rulings applied: R4
//! (missions), R5 ("the most" with nothing), R6 (discoveries), R16 (when Ice
//! Monopoly is scored).

use cardgame_core::{Audience, BySeat, EventSink, Outcome, PlayerId, PlayerSet};

use crate::config::Colour;
use crate::data::action_cards::ActionTiming;
use crate::data::discoveries::{DiscoveryEffect, Timing};
use crate::data::missions::{Goal, ICE_MONOPOLY_POINTS, PRESENCE_POINTS};
use crate::data::resources::Resource;
use crate::data::zones::Zone;
use crate::data::{discovery, mission, EVENT_CARDS};
use crate::event::Event;
use crate::state::{CardPlace, RawState, Stage};

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
        for z in Zone::OUTER {
            if let Some(card) = self.discovery_in(z) {
                self.known[card as usize] = all;
                events.emit(Audience::All, Event::DiscoveryRevealed { zone: z, card });
            }
        }
        for z in Zone::OUTER {
            let Some(d) = self.discovery_in(z).and_then(discovery) else {
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
        for c in self.config.all_colours() {
            let ci = c.index();
            let mut missions = 0i16;
            for id in 0..EVENT_CARDS {
                if self.event_cards[id] != CardPlace::Held(c.0) || mission(id as u8).is_none() {
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
