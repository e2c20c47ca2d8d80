//! "THE GAME ROUND": "1 Choose Specialist", the countdown of "2 Resolve
//! Specialist Effects" (the effects themselves are in the resolve module),
//! "3 Land Launched Ships", "4 Draw New Docked Ships", "5 Assign New First
//! Player" and "6 Advance Round Tracker" (published descriptions: rounds 1–5,
//! production 1, rounds 6–8, production 2, rounds 9–10, reveal discovery,
//! production 3, final scoring).
//!
//! "If two or more players reveal the same specialist, they resolve their
//! specialist's effect in clockwise order, starting with the first player."
//! Rulings applied: R9 (a ship without a destination loses its astronauts in
//! space), R18 (landing in dock order), R23 (a Travel Agent that skips its
//! turn does not take the first player token).

use cardgame_core::{Audience, EventSink, PlayerSet};

use crate::config::Colour;
use crate::data::specialists::{Part, SpecSet, Specialist};
use crate::event::Event;
use crate::rules::resolve::Current;
use crate::rules::Pending;
use crate::state::{CardPlace, DockState, Progress, RawState, Stage, ROUNDS};

impl RawState {
    /// Step 1 begins: with two players, each neutral colour's top card is
    /// drawn and set face down (2-player variant, "Playing the neutral color").
    pub(crate) fn start_round<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.stage = Stage::Choose;
        self.announced = 10;
        events.emit(
            Audience::All,
            Event::RoundBegins {
                round: self.round,
                first: self.first,
            },
        );
        for c in self.config.all_colours() {
            if self.config.is_neutral(c) {
                self.draw_neutral(c, events);
            }
        }
    }

    /// Step 1: colour `c` secretly chooses `s` from its hand.
    pub(crate) fn choose<S: EventSink<Event>>(&mut self, c: Colour, s: Specialist, events: &mut S) {
        let seat = self.config.controller(c);
        let Some(col) = self.colours.get_mut(c.index()) else {
            return;
        };
        col.hand.remove(s);
        col.chosen = Some(s);
        let only = PlayerSet::only(seat);
        events.emit(
            Audience::Seats(only),
            Event::Chose {
                colour: c,
                card: Some(s),
            },
        );
        events.emit(
            Audience::AllExcept(only),
            Event::Chose {
                colour: c,
                card: None,
            },
        );
        if self.colours().iter().all(|x| x.chosen.is_some()) {
            self.stage = Stage::Resolve;
        }
    }

    /// Runs everything that needs no decision, until a seat has one to take
    /// (or the game is over): skipping impossible parts, the Recruiter's
    /// return, launches, the countdown, landing, new ships, the round
    /// tracker, production, the reveal discovery phase and final scoring.
    ///
    /// The decision it stops at is left in `pending` with its legal actions.
    pub(crate) fn settle<S: EventSink<Event>>(&mut self, events: &mut S, pending: &mut Pending) {
        // Each pass either returns or makes progress; the bound is a guard.
        for _ in 0..10_000 {
            if self.stage != Stage::Resolve {
                pending.forget();
                return;
            }
            if self.resolver.is_none() {
                if !self.begin_next_resolution(events) {
                    self.end_round(events);
                }
                continue;
            }
            // A decision with options waits for its seat; one without is
            // skipped. Its options are listed for the seat on the way (R21
            // refuses a choice only while another keeps the later part
            // possible, so the listing is empty exactly when no candidate
            // passes the rules of its own part).
            let current = self.current();
            if current.is_some_and(|cur| self.list_pending(cur, pending)) {
                return;
            }
            match current {
                Some(Current::Destine(_)) | Some(Current::Assign) | Some(Current::ForcedLook) => {
                    // No token left anywhere (R9), or nothing to look at.
                    self.progress.destine = None;
                    self.progress.forced_look = false;
                    if let Some(drawn) = self.progress.drawn.take() {
                        if let Some(place) = self.event_cards.get_mut(drawn as usize) {
                            *place = CardPlace::Discarded;
                        }
                    }
                }
                Some(Current::Part(part)) => {
                    let c = self.resolver_colour();
                    if part == Part::Recall {
                        self.recall(c, events);
                    } else if self.progress.done == 0 && !self.progress.stopped {
                        // R23: a part resolved all or nothing that is not
                        // resolved ignores the effect: the colour skips its turn.
                        if matches!(part, Part::PlaceTogether { .. }) {
                            self.progress.skipped_turn = true;
                        }
                        if let Some(card) = self.colours[c.index()].chosen {
                            events.emit(
                                Audience::All,
                                Event::CouldNot {
                                    colour: c,
                                    card,
                                    part: self.progress.part + 1,
                                },
                            );
                        }
                    }
                    self.progress.part += 1;
                    self.progress.done = 0;
                    self.progress.stopped = false;
                    self.progress.first_dock = None;
                }
                None => self.finish_resolution(events),
            }
        }
        pending.forget();
    }

    /// The countdown: the next colour to resolve is the one with the highest
    /// number not yet resolved, ties clockwise from the first player. A new
    /// number is announced and every colour holding it reveals.
    fn begin_next_resolution<S: EventSink<Event>>(&mut self, events: &mut S) -> bool {
        let nc = self.colour_count();
        // Clockwise from the first player, a colour in play (an invariant:
        // the guard only keeps the index in range, without a division).
        let next = |i: usize| if i + 1 >= nc { 0 } else { i + 1 };
        let first = if self.first.index() < nc {
            self.first.index()
        } else {
            0
        };
        // One pass clockwise from the first player: the highest key wins, a
        // key being the number, then the nearness clockwise from the first
        // player, then the colour itself (0 for none).
        let mut best = 0u16;
        let mut i = first;
        for dist in 0..nc {
            let col = &self.colours[i];
            let number = col.chosen.map_or(0, Specialist::number);
            let key = (u16::from(number) << 8) | ((7 - dist as u16) << 4) | i as u16;
            // A colour that resolved counts as none (its key masked to 0),
            // and so does one without a card (number 0, which names no
            // specialist): values rather than a branch on which colours are
            // waiting, which a processor cannot predict.
            best = best.max(key & u16::from(col.resolved).wrapping_sub(1));
            i = next(i);
        }
        let (Some(s), c) = (
            Specialist::from_number((best >> 8) as u8),
            Colour(best as u8 & 0xF),
        ) else {
            return false;
        };
        if s.number() < self.announced {
            self.announced = s.number();
            events.emit(Audience::All, Event::Countdown { number: s });
            let mut i = first;
            for _ in 0..nc {
                let r = Colour(i as u8);
                i = next(i);
                let col = &mut self.colours[r.index()];
                // Turned face up without a branch on whose card it is (the
                // branch below is only for the event, if anyone listens).
                let revealed = col.chosen == Some(s);
                col.played.0 |= u16::from(revealed) << s.number();
                if revealed {
                    events.emit(Audience::All, Event::Revealed { colour: r, card: s });
                }
            }
        }
        self.resolver = Some(c);
        self.progress = Progress::start();
        events.emit(Audience::All, Event::Resolves { colour: c, card: s });
        true
    }

    /// The effect is fully resolved: full docked ships launch.
    fn finish_resolution<S: EventSink<Event>>(&mut self, events: &mut S) {
        if let Some(col) = self.resolver.and_then(|c| self.colours.get_mut(c.index())) {
            col.resolved = true;
        }
        // Step 5: "The player who resolved their specialist effect last";
        // one who skipped its turn did not resolve it (R23).
        if !self.progress.skipped_turn {
            self.last_resolver = self.resolver;
        }
        self.resolver = None;
        self.progress = Progress::start();
        let nd = self.dock_count();
        for (d, dock) in self.docks.iter_mut().enumerate().take(nd) {
            if let (true, Some(ship)) = (dock.is_full(), dock.ship) {
                dock.launched = true;
                events.emit(
                    Audience::All,
                    Event::Launched {
                        dock: d as u8,
                        ship,
                        forced: false,
                    },
                );
            }
        }
    }

    /// Recruiter: "return all specialist cards to your hand" (the Recruiter
    /// included); a neutral Recruiter instead goes to the box and the other
    /// eight cards form a new deck.
    fn recall<S: EventSink<Event>>(&mut self, c: Colour, events: &mut S) {
        if self.config.is_neutral(c) {
            self.rebuild_neutral(c, events);
        } else if let Some(col) = self.colours.get_mut(c.index()) {
            col.hand = SpecSet::ALL;
            col.played = SpecSet::EMPTY;
            events.emit(Audience::All, Event::Recalled { colour: c });
        }
    }

    /// Steps 3 to 6, then the phases of the round tracker. Once a round:
    /// kept out of line so that it does not weigh on each decision's code.
    #[inline(never)]
    fn end_round<S: EventSink<Event>>(&mut self, events: &mut S) {
        self.land_ships(events);
        self.refill_docks(events);
        if let Some(last) = self.last_resolver.take() {
            self.first = last;
        }
        self.announced = 10;
        let nc = self.colour_count();
        for col in self.colours.iter_mut().take(nc) {
            col.chosen = None;
            col.resolved = false;
        }
        match self.round {
            5 => self.production(1, events),
            8 => self.production(2, events),
            _ => {}
        }
        if self.round >= ROUNDS {
            self.reveal_discoveries(events);
            self.production(3, events);
            self.final_scoring(events);
            self.stage = Stage::Over;
            return;
        }
        self.round += 1;
        self.start_round(events);
    }

    /// Step 3: every launched ship lands in its destination (the top
    /// destination token, else the printed one); tokens return to the supply.
    fn land_ships<S: EventSink<Event>>(&mut self, events: &mut S) {
        let nd = self.dock_count();
        for d in 0..nd {
            let dock = self.docks[d];
            let (true, Some(ship)) = (dock.launched, dock.ship) else {
                continue;
            };
            self.docks[d] = DockState::open();
            let astronauts = dock.total_aboard();
            let zone = dock.destination();
            match zone {
                Some(z) => {
                    for (i, &n) in dock.aboard.iter().enumerate() {
                        self.zones[z.index()].astronauts[i] += n;
                    }
                }
                None => {
                    // R9: an unknown destination without a token (the token
                    // supply was empty): the astronauts are lost in space.
                    for (i, &n) in dock.aboard.iter().enumerate() {
                        self.colours[i].memorial += n;
                    }
                }
            }
            for &z in dock.tokens.iter() {
                if let Some(t) = self.token_supply.get_mut(z as usize) {
                    *t += 1;
                }
            }
            self.ship_discard.insert(usize::from(ship));
            events.emit(
                Audience::All,
                Event::Landed {
                    dock: d as u8,
                    ship,
                    zone,
                    astronauts,
                },
            );
            if let Some(z) = zone {
                if astronauts > 0 {
                    self.arrive(z, events);
                }
            }
        }
    }

    /// Step 4: a ship for each open dock; an empty deck is rebuilt from the
    /// shuffled discard pile.
    fn refill_docks<S: EventSink<Event>>(&mut self, events: &mut S) {
        let nd = self.dock_count();
        for d in 0..nd {
            if self.docks[d].has_ship() {
                continue;
            }
            if self.ship_deck.is_empty() {
                self.ship_deck = self.ship_discard;
                self.ship_discard.clear();
                events.emit(Audience::All, Event::ShipsReshuffled);
            }
            if let Some(ship) = self.ship_deck.take_random(&mut self.rng) {
                self.docks[d].ship = Some(ship as u8);
                events.emit(
                    Audience::All,
                    Event::Docked {
                        dock: d as u8,
                        ship: ship as u8,
                    },
                );
            }
        }
    }
}
