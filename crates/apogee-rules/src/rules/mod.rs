//! The rules, one module per part of the rulebook, as methods of
//! [`RawState`]. The turn procedure is a small state machine: [`Stage`] says
//! where the turn stands, [`Pending`] is the one-seat decision asked now, and
//! `advance` runs everything automatic until a decision is needed.

pub(crate) mod administration;
pub(crate) mod dice;
pub(crate) mod events;
pub(crate) mod investors;
pub(crate) mod launch;
pub(crate) mod missions;
pub(crate) mod planning;
pub(crate) mod setup;
pub(crate) mod technology;

use cardgame_core::{Audience, EventSink, PlayerId, PlayerSet};

use crate::data::engineers::is_senior;
use crate::data::events::{BaseEvent, EventCard, SoloEvent};
use crate::data::technology::{tech_type, TechType};
use crate::narration::{Event, Why};
use crate::state::{Know, Pending, RawState, Stage, DICE_LIMIT, RESERVE_LIMIT};

/// Narration only to `p`.
pub(crate) fn only(p: PlayerId) -> Audience {
    Audience::Seats(PlayerSet::only(p))
}

/// Narration to everybody but `p`.
pub(crate) fn others(p: PlayerId) -> Audience {
    Audience::AllExcept(PlayerSet::only(p))
}

impl RawState {
    /// Runs the automatic parts of the procedure until a decision is needed
    /// or the game is over.
    pub(crate) fn advance<S: EventSink<Event>>(&mut self, ev: &mut S) {
        // Each iteration either asks a decision, waits for simultaneous ones,
        // or moves the procedure forward; the bound only guards against a
        // logic error turning into a hang.
        for _ in 0..100_000u32 {
            if self.stage == Stage::Finished {
                self.pending = Pending::None;
                return;
            }
            if self.pending != Pending::None {
                return;
            }
            if self.reserve_grew {
                match self.over_limit_seat() {
                    Some(p) => {
                        self.pending = Pending::Discard(p);
                        return;
                    }
                    None => self.reserve_grew = false,
                }
            }
            if !self.step(ev) {
                return;
            }
        }
        self.finish(PlayerSet::EMPTY, true, ev);
    }

    /// One automatic step of the procedure where it stands; whether it moved.
    /// (Kept small: the stage transitions, once a turn, are `#[cold]` and the
    /// heavier steps out of line, so the frequent light steps stay cheap.)
    #[inline(never)]
    fn step<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        match self.stage {
            Stage::ChooseDirectors => self.step_choose_directors(ev),
            Stage::StartingTeam => self.step_starting_team(ev),
            Stage::TurnStart => self.step_turn_start(ev),
            Stage::EventEffects => self.step_event_effects(ev),
            Stage::Placement => self.step_placement(ev),
            Stage::Specialties => self.step_specialties(ev),
            Stage::Construction => self.step_construction(ev),
            Stage::Rnd => self.step_rnd(ev),
            Stage::Design => self.step_design(ev),
            Stage::Income => self.step_income(ev),
            Stage::Administration => self.step_administration(ev),
            Stage::EndTurn => self.step_end_turn(ev),
            Stage::Finished => false,
        }
    }

    /// The first seat (in seat order) whose reserve is over the limit.
    pub(crate) fn over_limit_seat(&self) -> Option<PlayerId> {
        self.seats
            .as_slice()
            .iter()
            .position(|s| s.reserve.len() > RESERVE_LIMIT)
            .map(|i| PlayerId(i as u8))
    }

    /// Whether this turn's Event is `e`.
    pub(crate) fn event_is(&self, e: BaseEvent) -> bool {
        self.event == Some(EventCard::Base(e))
    }

    /// Whether a Solo Event ban (01 to 04) is in force.
    pub(crate) fn banned(&self, e: SoloEvent) -> bool {
        (e as u8) < 4 && self.bans & (1 << (e as u8)) != 0
    }

    /// Rolls the main die (scenario dice first).
    pub(crate) fn roll_d12(&mut self) -> u8 {
        match self.loaded_dice.pop() {
            Some(d) => d.clamp(1, 12),
            None => self.rng.d12(),
        }
    }

    /// Credits to a player.
    pub(crate) fn gain<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        amount: u16,
        why: Why,
        ev: &mut S,
    ) {
        if amount == 0 {
            return;
        }
        if let Some(s) = self.seats.get_mut(p) {
            s.credits = s.credits.saturating_add(amount);
            ev.emit(
                Audience::All,
                Event::Credits {
                    seat: p,
                    delta: amount.min(30_000) as i16,
                    why,
                },
            );
        }
    }

    /// A player pays what it can of `amount`; returns what was paid.
    pub(crate) fn pay<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        amount: u16,
        why: Why,
        ev: &mut S,
    ) -> u16 {
        let Some(s) = self.seats.get_mut(p) else {
            return 0;
        };
        let paid = amount.min(s.credits);
        s.credits -= paid;
        if paid > 0 {
            ev.emit(
                Audience::All,
                Event::Credits {
                    seat: p,
                    delta: -(paid.min(30_000) as i16),
                    why,
                },
            );
        }
        paid
    }

    /// A blue die from the common reserve to a player, within the limit of 3.
    pub(crate) fn gain_die<S: EventSink<Event>>(&mut self, p: PlayerId, ev: &mut S) -> bool {
        let Some(s) = self.seats.get_mut(p) else {
            return false;
        };
        if s.dice >= DICE_LIMIT || self.dice_reserve == 0 {
            return false;
        }
        s.dice += 1;
        self.dice_reserve -= 1;
        ev.emit(Audience::All, Event::DieGained { seat: p });
        true
    }

    /// A player's dice back to the common reserve.
    pub(crate) fn lose_dice<S: EventSink<Event>>(&mut self, p: PlayerId, count: u8, ev: &mut S) {
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let n = count.min(s.dice);
        if n == 0 {
            return;
        }
        s.dice -= n;
        self.dice_reserve = self.dice_reserve.saturating_add(n);
        ev.emit(Audience::All, Event::DiceLost { seat: p, count: n });
    }

    /// Draws the top card of a Technology pile; returns it with who knew it.
    pub(crate) fn draw_tech(&mut self, ty: TechType) -> Option<(u8, Know)> {
        let from_middle = !self.tech_piles[ty.index()].middle.is_empty();
        let card = self.tech_piles[ty.index()].draw(&mut self.rng)?;
        let know = if from_middle {
            Know::NOBODY
        } else {
            self.tech_known.get(card)
        };
        Some((card, know))
    }

    /// Puts a Technology card beneath its pile, known to `know`.
    pub(crate) fn tech_under(&mut self, card: u8, know: Know) {
        let ty = tech_type(card);
        self.tech_piles[ty.index()].put_under(card);
        self.tech_known.set(card, know);
    }

    /// Refills a river line to 3 cards from its pile.
    pub(crate) fn refill_river<S: EventSink<Event>>(&mut self, line: usize, ev: &mut S) {
        let Some(ty) = TechType::ALL.get(line).copied() else {
            return;
        };
        let Some(rl) = crate::action::RiverLine::ALL.get(line).copied() else {
            return;
        };
        while self.rivers[line].len() < 3 {
            let Some((card, _)) = self.draw_tech(ty) else {
                break;
            };
            if self.rivers[line].push(card).is_err() {
                self.tech_under(card, Know::PUBLIC);
                break;
            }
            self.tech_known.set(card, Know::PUBLIC);
            ev.emit(Audience::All, Event::RiverCard { line: rl, card });
        }
    }

    /// Draws an Engineer into a hand (hand limit checked by the caller).
    pub(crate) fn draw_engineer<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        senior: bool,
        ev: &mut S,
    ) -> bool {
        let i = usize::from(senior);
        let from_middle = !self.eng_piles[i].middle.is_empty();
        let Some(e) = self.eng_piles[i].draw(&mut self.rng) else {
            return false;
        };
        let before = if from_middle {
            Know::NOBODY
        } else {
            self.eng_known.get(e)
        };
        let Some(s) = self.seats.get_mut(p) else {
            self.eng_piles[i].put_under(e);
            return false;
        };
        s.hand.insert(usize::from(e));
        if before == Know::PUBLIC {
            self.eng_known.set(e, Know::PUBLIC);
        } else {
            self.eng_known.set(e, Know(before.0 | Know::only(p).0));
        }
        ev.emit(
            only(p),
            Event::Recruited {
                seat: p,
                engineer: Some(e),
                senior,
            },
        );
        ev.emit(
            others(p),
            Event::Recruited {
                seat: p,
                engineer: None,
                senior,
            },
        );
        true
    }

    /// Removes an Engineer from a hand and puts it beneath its pile: face
    /// down (only the owner knows which) or face up (a random discard).
    pub(crate) fn discard_engineer<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        e: u8,
        face_up: bool,
        ev: &mut S,
    ) {
        // A card lying face up on a revealed action is seen leaving.
        let face_up = face_up || self.on_revealed_slot(p, e);
        let revealed = self.revealed;
        let Some(s) = self.seats.get_mut(p) else {
            return;
        };
        let id = usize::from(e);
        let on_board = s.face_up(revealed).intersection(&s.hand);
        if !s.hand.remove(id) {
            return;
        }
        s.decided.remove(id);
        for sl in s.slots.iter_mut() {
            sl.remove(id);
        }
        let senior = is_senior(e);
        let hand = s.hand;
        self.eng_piles[usize::from(senior)].put_under(e);
        if face_up {
            self.eng_known.set(e, Know::PUBLIC);
            ev.emit(
                Audience::All,
                Event::Dismissed {
                    seat: p,
                    engineer: Some(e),
                    senior,
                },
            );
        } else {
            self.eng_known.set(e, Know::only(p));
            // Nobody else can tell which card of that type left the hand.
            for c in hand.iter() {
                if on_board.contains(c) {
                    continue;
                }
                let c = c as u8;
                if is_senior(c) == senior {
                    self.eng_known.set(c, Know::only(p));
                }
            }
            ev.emit(
                only(p),
                Event::Dismissed {
                    seat: p,
                    engineer: Some(e),
                    senior,
                },
            );
            ev.emit(
                others(p),
                Event::Dismissed {
                    seat: p,
                    engineer: None,
                    senior,
                },
            );
        }
    }

    /// Whether an Engineer lies face up on a revealed action this turn.
    pub(crate) fn on_revealed_slot(&self, p: PlayerId, e: u8) -> bool {
        self.seat(p).face_up(self.revealed).contains(usize::from(e))
    }

    /// Ends the game.
    pub(crate) fn finish<S: EventSink<Event>>(
        &mut self,
        winners: PlayerSet,
        capped: bool,
        ev: &mut S,
    ) {
        if self.stage == Stage::Finished {
            return;
        }
        self.stage = Stage::Finished;
        self.pending = Pending::None;
        self.winners = winners;
        self.capped = capped;
        ev.emit(Audience::All, Event::GameOver { winners, capped });
    }

    /// The seats of the Director order, as a copy.
    pub(crate) fn order_seat(&self, i: usize) -> Option<PlayerId> {
        self.order.get(i).copied()
    }

    /// The seat holding an Engineer in hand.
    pub(crate) fn owner_of(&self, e: u8) -> Option<PlayerId> {
        self.seats
            .iter()
            .find(|(_, s)| s.hand.contains(usize::from(e)))
            .map(|(p, _)| p)
    }
}
