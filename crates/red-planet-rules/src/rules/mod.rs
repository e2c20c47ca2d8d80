//! The rules, one module per heading of the rulebook, and the one source of
//! legality: [`RawState::plan`] decides every action of every seat and works
//! out what it does, [`RawState::execute`] carries the plan out without
//! deciding anything again, and [`RawState::advance`] runs every step that
//! needs no decision. `validate` is `plan(..).map(drop)`, `apply_unchecked`
//! is plan (without re-checking what `validate` checked) then execute, and the legal listing offers the candidates of the
//! pending decision that `plan` accepts: `plan` and the listing call the same
//! check of each rule (`check_keep`, `check_choose`, `check_place`,
//! `check_kill`, ...), so they cannot drift apart. During the countdown,
//! settling lists the decision it stops at into a [`Pending`] that
//! [`RedPlanet`] keeps beside the state: the listing copies it, and
//! `apply_unchecked` plans the next action from its decision.
//!
//! | module | rulebook heading |
//! | --- | --- |
//! | `setup` | Setup, and the 2-player variant's setup |
//! | `round` | The game round: steps 1 and 3 to 6, and the countdown of step 2 |
//! | `resolve` | 2 Resolve specialist effects, card clarifications, destination tokens, event cards |
//! | `neutral` | 2-player variant: playing the neutral color |
//! | `production` | Production phase |
//! | `scoring` | Reveal discovery phase, final scoring phase, Ice Monopoly |

mod neutral;
mod production;
pub(crate) mod resolve;
mod round;
mod scoring;
mod setup;

use alloc::vec::Vec;

use cardgame_core::{EventSink, PlayerId, PlayerSet, MAX_SEATS};

use crate::action::{Action, Decision};
use crate::config::Colour;
use crate::data::missions::MISSION_COUNT;
use crate::data::specialists::{SpecSet, Specialist};
use crate::error::RuleError;
use crate::event::Event;
use crate::state::{CardPlace, RawState, RedPlanet, Stage, ROUNDS};
use resolve::{Current, Step};

pub(crate) use setup::{setup, KEPT_NEUTRAL_CARDS};

/// Most decisions of one colour's resolution: 2 placements with 2
/// destination tokens for unknown ships, then at most 2 more (Pilot's token,
/// Scientist's draw and assignment) — or 1 placement, 1 token and up to 4
/// (Soldier: kill and three moves; Explorer: three moves and `stop`).
const MAX_RESOLUTION_DECISIONS: u64 = 8;

/// The most legal actions [`Pending`] keeps (every decision of a real game
/// has fewer; a longer listing is worked out again when asked for).
const PENDING_ACTIONS: usize = 64;
/// How many listed actions are always copied out: most listings are
/// shorter.
const PENDING_HEAD: usize = 16;

/// The resolving colour's pending decision and its legal actions, as
/// settling found them: derived from the state, and kept beside it in
/// [`RedPlanet`] so that the listing and the next action need not work them
/// out again. Settling asks whether the decision has an option anyway, and
/// listing them all costs little more than finding the first.
///
/// The listing is a bare array and a length rather than a `StackVec`: it
/// is written with its count kept in a register ([`Pending::slots`], then
/// [`Pending::finish`]) and copied out in fixed blocks that read past the
/// length ([`Pending::copy_listed`]).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pending {
    /// The decision `current` names, during the countdown (`None` when not
    /// known: outside the countdown, or not worked out).
    pub(crate) cur: Option<Current>,
    /// Whether `actions[..len]` is the whole legal listing of `cur`.
    complete: bool,
    /// How many actions are listed.
    len: u8,
    /// The legal actions of `cur`, in `Action` order.
    actions: [Action; PENDING_ACTIONS],
}

impl Pending {
    /// Nothing known.
    pub(crate) const NONE: Pending = Pending {
        cur: None,
        complete: false,
        len: 0,
        actions: [Action::Stop; PENDING_ACTIONS],
    };

    /// The pending decision of `s` and its legal actions, worked out afresh.
    pub(crate) fn of(s: &RawState) -> Pending {
        let mut pending = Pending::NONE;
        if s.stage == Stage::Resolve {
            if let Some(cur) = s.current() {
                s.list_pending(cur, &mut pending);
            }
        }
        pending
    }

    /// Forgets the decision (the state is about to change).
    #[inline]
    pub(crate) fn forget(&mut self) {
        self.cur = None;
        self.complete = false;
    }

    /// Starts the listing of `cur`.
    #[inline]
    pub(crate) fn start(&mut self, cur: Current) {
        self.cur = Some(cur);
        self.complete = true;
        self.len = 0;
    }

    /// Room for the listing.
    #[inline]
    pub(crate) fn slots(&mut self) -> &mut [Action; PENDING_ACTIONS] {
        &mut self.actions
    }

    /// Ends the listing: `len` actions listed, `whole` unless it was given
    /// up when full.
    #[inline]
    pub(crate) fn finish(&mut self, len: usize, whole: bool) {
        self.len = len.min(PENDING_ACTIONS) as u8;
        self.complete = whole;
    }

    /// Writes the listed actions into `out` (cleared first): the first
    /// [`PENDING_HEAD`] slots whatever the length, the rest only for a longer
    /// listing, then cut to the listing's length. A copy of a fixed size runs
    /// the same way every time, where one of the listing's length takes a
    /// branch on that length that a processor cannot predict.
    #[inline]
    pub(crate) fn copy_listed(&self, out: &mut Vec<Action>) {
        out.clear();
        let len = usize::from(self.len);
        let (head, tail) = self.actions.split_at(PENDING_HEAD);
        out.extend_from_slice(head);
        if len > PENDING_HEAD {
            out.extend_from_slice(tail);
        }
        out.truncate(len);
    }

    /// Whether `actions[..len]` is the whole legal listing of a known decision.
    #[inline]
    pub(crate) fn is_listed(&self) -> bool {
        self.complete && self.cur.is_some()
    }
}

/// How much of an action's legality [`RawState::plan`] checks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checks {
    /// Every rule: `validate`.
    All,
    /// The action was validated already (`apply_unchecked`): only what the
    /// action does is worked out.
    Validated,
}

/// A checked action, with what the checks worked out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Padded to eight bytes, so that a plan (and the result holding it) moves
// in whole words.
#[repr(align(8))]
pub(crate) enum Plan {
    /// Setup 8: `colour` keeps the dealt `mission`.
    Keep { colour: Colour, mission: u8 },
    /// 2-player setup 10: `specialist` goes on top of `colour`'s neutral deck.
    Stack {
        colour: Colour,
        specialist: Specialist,
    },
    /// Round step 1: `colour` chooses `specialist` face down.
    Choose {
        colour: Colour,
        specialist: Specialist,
    },
    /// Round step 2: a step of the resolving colour's effect.
    Resolve(Step),
}

impl RawState {
    /// The seats with a decision pending.
    #[inline]
    // "To act" names the seats with a decision; the state is not converted.
    #[allow(clippy::wrong_self_convention)]
    pub(crate) fn to_act(&self) -> PlayerSet {
        // The seats, as `PlayerId::all` lists them (written out so that it
        // inlines on this hot path).
        match self.stage {
            Stage::Setup => self.setup_to_act(),
            Stage::Choose => {
                // Seat `p` chooses for its main colour `p` (a colour in play:
                // there are at least as many colours as seats).
                let n = (self.config.players as usize)
                    .min(MAX_SEATS)
                    .min(self.colour_count());
                let mut bits = 0u8;
                for (i, c) in self.colours.iter().take(n).enumerate() {
                    if c.chosen.is_none() {
                        bits |= 1 << i;
                    }
                }
                PlayerSet(bits)
            }
            Stage::Resolve => match self.resolver {
                Some(c) => PlayerSet::only(self.config.controller(c)),
                None => PlayerSet::EMPTY,
            },
            Stage::Over => PlayerSet::EMPTY,
        }
    }

    /// The seats with a setup decision pending: kept out of line, so that
    /// the rest of [`RawState::to_act`] inlines on the decision path.
    #[inline(never)]
    fn setup_to_act(&self) -> PlayerSet {
        // What `has_setup_decision_with` asks of each seat, as bits: seat
        // `p` keeps a mission for its main colour `p`, so the colours
        // holding dealt missions are the seats that keep one; a seat with a
        // neutral colour (two players) also stacks its cards.
        let seats = (self.config.players as usize).min(MAX_SEATS);
        let mut bits = self.dealt_colours();
        for p in 0..seats as u8 {
            let stack = self
                .config
                .neutral_colour(PlayerId(p))
                .and_then(|n| self.colour(n))
                .is_some_and(|c| !c.neutral.to_stack.is_empty());
            bits |= u8::from(stack) << p;
        }
        PlayerSet(bits & ((1u16 << seats) - 1) as u8)
    }

    /// The kind of decision `seat` faces, if any.
    pub(crate) fn decision(&self, seat: PlayerId) -> Option<Decision> {
        if !self.to_act().contains(seat) {
            return None;
        }
        match self.stage {
            Stage::Setup => Some(Decision::Setup),
            Stage::Choose => Some(Decision::ChooseSpecialist),
            Stage::Resolve => self.resolution_decision(),
            Stage::Over => None,
        }
    }

    /// Decides `action` for `seat` and works out what it does: the one
    /// source of legality. With [`Checks::Validated`] (the action was
    /// validated already) only what the action does is worked out.
    #[inline]
    pub(crate) fn plan(
        &self,
        seat: PlayerId,
        action: &Action,
        checks: Checks,
    ) -> Result<Plan, RuleError> {
        if self.stage == Stage::Over {
            return Err(RuleError::GameOver);
        }
        if checks == Checks::All {
            let to_act = self.to_act();
            if !to_act.contains(seat) {
                return Err(RuleError::NotYourTurn { seat, to_act });
            }
        }
        let wrong = |d: Decision| RuleError::WrongDecision { expected: d.text() };
        match (self.stage, *action) {
            (Stage::Setup, Action::Keep(mission)) => self.check_keep(seat, mission),
            (Stage::Setup, Action::Stack(specialist)) => self.check_stack(seat, specialist),
            (Stage::Setup, _) => Err(RuleError::WrongDecision {
                expected: self.setup_text(seat),
            }),
            (Stage::Choose, Action::Choose(specialist)) => self.check_choose(seat, specialist),
            (Stage::Choose, _) => Err(wrong(Decision::ChooseSpecialist)),
            (Stage::Resolve, a) => match self.current() {
                Some(cur) => self.plan_step(cur, a, checks).map(Plan::Resolve),
                // Not reached: a seat acts during the countdown only while a
                // colour resolves.
                None => Err(RuleError::NotYourTurn {
                    seat,
                    to_act: PlayerSet::EMPTY,
                }),
            },
            (Stage::Over, _) => Err(RuleError::GameOver),
        }
    }

    /// Setup 8: "Each player chooses one card to keep" of the two dealt.
    #[inline]
    fn check_keep(&self, seat: PlayerId, mission: u8) -> Result<Plan, RuleError> {
        let colour = self.config.main_colour(seat);
        let dealt = (mission as usize) < MISSION_COUNT
            && self.event_cards.get(mission as usize) == Some(&CardPlace::Dealt(colour.0));
        if dealt {
            Ok(Plan::Keep { colour, mission })
        } else {
            Err(RuleError::NotDealt { mission })
        }
    }

    /// 2-player setup 10: "place the remaining three neutral specialist
    /// cards facedown on top of the deck in any order".
    #[inline]
    fn check_stack(&self, seat: PlayerId, specialist: Specialist) -> Result<Plan, RuleError> {
        let to_stack = |n: Colour| {
            self.colour(n)
                .is_some_and(|c| c.neutral.to_stack.contains(specialist))
        };
        match self.config.neutral_colour(seat).filter(|&n| to_stack(n)) {
            Some(colour) => Ok(Plan::Stack { colour, specialist }),
            None => Err(RuleError::NotToStack { specialist }),
        }
    }

    /// Round step 1: "Each player simultaneously chooses one specialist card
    /// from their hand".
    #[inline]
    fn check_choose(&self, seat: PlayerId, specialist: Specialist) -> Result<Plan, RuleError> {
        let colour = self.config.main_colour(seat);
        if self
            .colour(colour)
            .is_some_and(|c| c.chosen.is_none() && c.hand.contains(specialist))
        {
            Ok(Plan::Choose { colour, specialist })
        } else {
            Err(RuleError::NotInHand { specialist })
        }
    }

    /// Carries out a checked action, then moves the game on; `pending`
    /// receives the next decision of the countdown.
    pub(crate) fn execute<S: EventSink<Event>>(
        &mut self,
        plan: Plan,
        events: &mut S,
        pending: &mut Pending,
    ) {
        match plan {
            Plan::Keep { colour, mission } => self.keep_mission(colour, mission, events),
            Plan::Stack { colour, specialist } => self.stack_neutral(colour, specialist, events),
            Plan::Choose { colour, specialist } => self.choose(colour, specialist, events),
            Plan::Resolve(step) => self.execute_step(step, events),
        }
        self.advance(events, pending);
    }

    /// Moves the game on until a seat has a decision or the game is over:
    /// the end of setup, then every step that needs no decision (see
    /// [`RawState::settle`]), which leaves the next decision of the
    /// countdown in `pending`.
    pub(crate) fn advance<S: EventSink<Event>>(&mut self, events: &mut S, pending: &mut Pending) {
        if self.stage == Stage::Setup && self.to_act().is_empty() {
            self.start_round(events);
        }
        self.settle(events, pending);
    }

    /// Fills `out` with the legal actions of `seat`: the candidates of its
    /// pending decision that [`RawState::plan`] accepts, sorted and unique
    /// (candidates are generated in `Action` order). Allocates nothing once
    /// `out` holds the widest decision.
    pub(crate) fn legal_into(&self, seat: PlayerId, out: &mut Vec<Action>) {
        out.clear();
        if self.stage == Stage::Choose {
            // What `check_choose` accepts: the cards in the hand of the
            // seat's main colour while it has yet to choose, lowest number
            // first. Every card is written in the next slot, which moves on
            // only if the card is in hand: the loop has no branch on the
            // hand's contents, which a processor cannot predict (a few more
            // instructions, but fewer mispredicted branches).
            if seat.index() < (self.config.players as usize).min(MAX_SEATS) {
                let colour = self.config.main_colour(seat);
                if let Some(c) = self.colour(colour).filter(|c| c.chosen.is_none()) {
                    out.resize(Specialist::ALL.len(), Action::Stop);
                    let mut len = 0;
                    for s in Specialist::ALL {
                        if let Some(slot) = out.get_mut(len) {
                            *slot = Action::Choose(s);
                        }
                        len += usize::from(c.hand.contains(s));
                    }
                    out.truncate(len);
                }
            }
            return;
        }
        // At setup a seat has a decision exactly when it has a candidate
        // (a mission dealt to its main colour, or a card to stack), so its
        // listing is empty otherwise without asking `to_act`.
        if self.stage != Stage::Setup && !self.to_act().contains(seat) {
            return;
        }
        match self.stage {
            Stage::Setup if seat.index() >= (self.config.players as usize).min(MAX_SEATS) => {}
            Stage::Setup => {
                // What `check_keep` and `check_stack` accept: the missions
                // dealt to the seat's main colour, then the cards its
                // neutral colour has still to stack. As for the choice of a
                // specialist, every candidate is written in the next slot,
                // which moves on only if the candidate is legal: no branch
                // on where the missions are.
                let main = self.config.main_colour(seat);
                let to_stack = self
                    .config
                    .neutral_colour(seat)
                    .and_then(|n| self.colour(n))
                    .map_or(SpecSet::EMPTY, |c| c.neutral.to_stack);
                out.resize(MISSION_COUNT + Specialist::ALL.len(), Action::Stop);
                let mut len = 0;
                for (id, place) in self.event_cards.iter().take(MISSION_COUNT).enumerate() {
                    if let Some(slot) = out.get_mut(len) {
                        *slot = Action::Keep(id as u8);
                    }
                    len += usize::from(*place == CardPlace::Dealt(main.0));
                }
                for s in Specialist::ALL {
                    if let Some(slot) = out.get_mut(len) {
                        *slot = Action::Stack(s);
                    }
                    len += usize::from(to_stack.contains(s));
                }
                out.truncate(len);
            }
            // Listed above.
            Stage::Choose => {}
            Stage::Resolve => {
                if let Some(cur) = self.current() {
                    self.legal_steps(cur, &mut |a| {
                        out.push(a);
                        true
                    });
                }
            }
            Stage::Over => {}
        }
        debug_assert!(
            out.windows(2).all(|w| w[0] < w[1]),
            "legal actions sorted and unique"
        );
    }
}

impl RawState {
    /// The most decisions a game with this config can take: three per seat
    /// at setup (a mission and two stacks), then per round one choice per
    /// seat and at most [`MAX_RESOLUTION_DECISIONS`] per colour.
    pub(crate) fn decision_bound(&self) -> u64 {
        let players = u64::from(self.config.players);
        let colours = self.colour_count() as u64;
        let setup = players * 3;
        setup + u64::from(ROUNDS) * (players + colours * MAX_RESOLUTION_DECISIONS)
    }
}

impl RedPlanet {
    /// The kind of decision `seat` faces, if any.
    pub fn decision(&self, seat: PlayerId) -> Option<Decision> {
        self.s.decision(seat)
    }
}
