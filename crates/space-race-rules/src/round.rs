//! The round structure: phase 1 (Manage the Agency), the sequencing of
//! phase 2 (Develop the Agency) and the hand-over to phase 3.

use cardgame_core::{Audience, PlayerId, PlayerSet, StackVec};

use crate::agency::Sink;
use crate::data::Section;
use crate::event::{CardZone, Event};
use crate::state::{Stage, State, NONE, ROUNDS};

/// Cards revealed in phase 1 step 4, by seat count (rulebook table).
pub fn revealed_in_step_4(seats: usize) -> usize {
    match seats {
        0..=2 => 1,
        3 | 4 => 2,
        _ => 3,
    }
}

impl State {
    /// Runs everything that needs no decision until a human seat has one or
    /// the game is over.
    pub(crate) fn advance(&mut self, ev: &mut Sink<'_>) {
        for _ in 0..10_000 {
            if self.stage == Stage::Over {
                return;
            }
            if self.decisions >= self.config.decision_cap {
                self.capped = true;
                self.finish(ev);
                return;
            }
            if !self.tasks.is_empty() {
                if self.run_tasks(ev) {
                    return;
                }
                continue;
            }
            match self.stage {
                Stage::Unexplored => match self.actor() {
                    None => self.after_unexplored(ev),
                    Some(p) if self.is_ai(p) => {
                        self.ai_unexplored(p, ev);
                        self.order_idx += 1;
                    }
                    Some(_) => return,
                },
                Stage::ChooseControl => {
                    if self
                        .seats
                        .iter()
                        .any(|(p, s)| !self.is_ai(p) && s.committed == NONE)
                    {
                        return;
                    }
                    self.reveal_controls(ev);
                    self.start_step(Section::Propaganda, ev);
                }
                Stage::Develop(step) => match self.actor() {
                    None => match Section::from_index(step.index() + 1) {
                        Some(next) => self.start_step(next, ev),
                        None => self.start_bureaucracy(ev),
                    },
                    Some(p) if self.is_ai(p) => {
                        let alone = self.order.len() == 1;
                        self.ai_turn(p, step, alone, ev);
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.has_activation(p) {
                            return;
                        }
                        // Nothing left to activate: the turn ends (ruling R11).
                        self.end_turn();
                    }
                },
                Stage::Bureaucracy => match self.actor() {
                    None => {
                        self.check_mission_status(ev);
                        self.round = self.round.saturating_add(1);
                        if self.round > ROUNDS {
                            self.finish(ev);
                        } else {
                            self.start_round(ev);
                        }
                    }
                    Some(p) if self.is_ai(p) => {
                        if self.active_control(p).is_some_and(|c| c.dedicates()) {
                            self.ai_launch_pad(p, ev);
                            self.ai_settle(p, ev);
                        }
                        self.order_idx += 1;
                    }
                    Some(p) => {
                        if self.has_activation(p) {
                            return;
                        }
                        self.end_turn();
                    }
                },
                Stage::Over => return,
            }
        }
    }

    /// Ends the turn of the seat on turn: its Standby astronauts settle,
    /// then the next seat acts.
    pub(crate) fn end_turn(&mut self) {
        let _ = self.tasks.push(crate::state::Task::EndTurn);
        let _ = self.tasks.push(crate::state::Task::Settle);
    }

    /// Ends the game.
    #[inline(never)]
    pub(crate) fn finish(&mut self, ev: &mut Sink<'_>) {
        self.stage = Stage::Over;
        self.order.clear();
        self.order_idx = 0;
        self.tasks.clear();
        self.say(
            ev,
            Event::GameOver {
                capped: self.capped,
            },
        );
    }

    /// Phase 1 steps 1 and 2 begin.
    #[inline(never)]
    pub(crate) fn start_round(&mut self, ev: &mut Sink<'_>) {
        for u in self.used.iter_mut() {
            u.clear();
        }
        for (_, s) in self.seats.iter_mut() {
            s.control_used = 0;
        }
        self.say(ev, Event::RoundStarted { round: self.round });
        let order = self.turn_order();
        if self.round > 1 {
            // Step 1: draws in turn order (AI players: a card into the Lab),
            // then one card into the Unexplored Universe.
            for &p in order.iter() {
                if self.is_ai(p) {
                    self.ai_deck_to_lab(p, ev);
                } else {
                    self.draw_to_hand(p, ev);
                }
            }
            self.deck_to_unexplored(ev);
        }
        self.stage = Stage::Unexplored;
        self.order = order;
        self.order_idx = 0;
        self.turn_activations = 0;
    }

    fn deck_to_unexplored(&mut self, ev: &mut Sink<'_>) {
        if let Some(c) = self.draw(ev) {
            self.unexplored.insert(usize::from(c));
            self.say(
                ev,
                Event::CardMoved {
                    seat: None,
                    card: None,
                    from: CardZone::Deck,
                    to: CardZone::Unexplored,
                },
            );
        }
    }

    /// Phase 1 steps 3 and 4, then step 5 for AI players.
    #[inline(never)]
    fn after_unexplored(&mut self, ev: &mut Sink<'_>) {
        let n = self.n();
        let mut guard = 0;
        while self.unexplored.len() < n + 1 && guard < 8 {
            guard += 1;
            if !self.can_draw() {
                break;
            }
            self.deck_to_unexplored(ev);
        }
        self.reveal_unexplored(revealed_in_step_4(n), ev);
        self.stage = Stage::ChooseControl;
        self.order.clear();
        self.order_idx = 0;
        for p in PlayerId::all(n) {
            if self.is_ai(p) {
                self.ai_choose_control(p, ev);
            }
        }
    }

    /// Reveals `k` cards of the shuffled Unexplored Universe into the Universe.
    fn reveal_unexplored(&mut self, k: usize, ev: &mut Sink<'_>) {
        // `CardSet::take_random`, with the count kept instead of recounted.
        let mut left = self.unexplored.len();
        for _ in 0..k {
            if left == 0 {
                return;
            }
            let pick = self.rng.below(left as u32) as usize;
            let Some(c) = self.unexplored.nth(pick) else {
                return;
            };
            self.unexplored.remove(c);
            left -= 1;
            for (_, s) in self.seats.iter_mut() {
                s.unexplored_known.remove(c);
            }
            self.place_in_universe(c as u8, ev);
        }
    }

    /// Phase 1 steps 6 and 7: the rest of the Unexplored Universe, then the
    /// Control cards.
    #[inline(never)]
    fn reveal_controls(&mut self, ev: &mut Sink<'_>) {
        let rest = self.unexplored.len();
        self.reveal_unexplored(rest, ev);
        for p in PlayerId::all(self.n()) {
            let Some(s) = self.seats.get_mut(p) else {
                continue;
            };
            if s.committed == NONE {
                continue;
            }
            let slot = s.committed;
            let bit = 1u16 << (slot & 15);
            s.controls_left &= !bit;
            s.controls_played |= bit;
            s.active = slot;
            s.committed = NONE;
            if let Some(card) = self.active_control(p) {
                self.say(
                    ev,
                    Event::ControlRevealed {
                        seat: p,
                        slot,
                        card,
                    },
                );
            }
        }
    }

    /// A step of phase 2: the active seats in initiative order (ties: ahead
    /// on the Progress track first).
    #[inline(never)]
    fn start_step(&mut self, step: Section, ev: &mut Sink<'_>) {
        // Active seats in turn order, then a stable insertion sort by
        // initiative (highest first) keeps turn order among equal ones.
        let mut keyed = [(0u8, PlayerId(0)); 5];
        let mut n = 0usize;
        for &p in self.turn_order().iter() {
            let Some(c) = self.active_control(p) else {
                continue;
            };
            if c.section != step {
                continue;
            }
            let Some(slot) = keyed.get_mut(n) else { break };
            *slot = (c.initiative, p);
            n += 1;
            let mut j = n - 1;
            while j > 0 {
                let (Some(&a), Some(&b)) = (keyed.get(j - 1), keyed.get(j)) else {
                    break;
                };
                if a.0 >= b.0 {
                    break;
                }
                keyed.swap(j - 1, j);
                j -= 1;
            }
        }
        let mut v: StackVec<PlayerId, 5> = StackVec::new();
        for &(_, p) in keyed.iter().take(n) {
            let _ = v.push(p);
        }
        self.stage = Stage::Develop(step);
        self.order = v;
        self.order_idx = 0;
        self.turn_activations = 0;
        if !self.order.is_empty() {
            self.say(
                ev,
                Event::StepStarted {
                    section: Some(step),
                },
            );
        }
    }

    /// Phase 2 step 5: reverse turn order.
    #[inline(never)]
    fn start_bureaucracy(&mut self, ev: &mut Sink<'_>) {
        self.stage = Stage::Bureaucracy;
        self.order = self.reverse_turn_order();
        self.order_idx = 0;
        self.turn_activations = 0;
        self.say(ev, Event::StepStarted { section: None });
    }

    /// Phase 1 step 2: seat `p` puts a card face down into the Unexplored
    /// Universe.
    pub(crate) fn put_unexplored(&mut self, p: PlayerId, c: u8, ev: &mut Sink<'_>) {
        let ci = usize::from(c);
        self.public_in_hand.remove(ci);
        if let Some(s) = self.seats.get_mut(p) {
            s.hand.remove(ci);
            s.unexplored_known.insert(ci);
        }
        self.unexplored.insert(ci);
        if ev.wants_events() {
            let me = PlayerSet::only(p);
            let e = |card| Event::CardMoved {
                seat: Some(p),
                card,
                from: CardZone::Hand,
                to: CardZone::Unexplored,
            };
            ev.emit(Audience::Seats(me), e(Some(c)));
            ev.emit(Audience::AllExcept(me), e(None));
        }
    }
}
