//! **Multiplayer Mode — Setup** and **Game Preparation** ("Selecting the
//! Mission Director", "Recruiting the Starting Team of Engineers",
//! "Technology Rivers", "Investor River"), and **Solo Setup**: boards, piles,
//! 80,000 credits, the Event pile, the dice, the Director choice, the
//! starting team, the rivers.
//!
//! Rulings applied: R7 (equal Director Authority keeps seat order), R17 (the
//! Director choice is a hidden commit).

use cardgame_core::{Audience, BySeat, EventSink, GameRng, PlayerId, SetupError, StackVec};

use crate::action::Team;
use crate::config::{Config, MissionChoice};
use crate::data::directors::DIRECTOR_COUNT;
use crate::data::engineers::{ENGINEER_COUNT, JUNIORS};
use crate::data::events::{BaseEvent, EventCard};
use crate::data::investors::INVESTOR_COUNT;
use crate::data::technology::TechType;
use crate::event::Event;
use crate::state::{Apogee, Knowledge, Pending, Pile, RawState, Seat, SmallBits, Stage, BLUE_DICE};

use super::only;

/// Starting credits (thousands).
pub(crate) const STARTING_CREDITS: u16 = 80;

impl RawState {
    /// A new game from a checked config, moved on to its first decisions.
    pub(crate) fn new_game(config: &Config, seed: u64) -> Result<Apogee, SetupError> {
        RawState::new_game_with_events(config, seed, &mut ())
    }

    /// [`RawState::new_game`], narrated: the setup, the Directors dealt (to
    /// each player only, face down to the others); the same state.
    pub(crate) fn new_game_with_events<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        ev: &mut S,
    ) -> Result<Apogee, SetupError> {
        // The state is wrapped as it is returned: mapping a finished
        // `Result<RawState, _>` to a `Result<Apogee, _>` would copy the whole
        // state (2.5 kB) once more.
        config.validate().map(|()| {
            ev.emit(Audience::All, Event::SetUp { config: *config });
            let mut raw = RawState::setup(config, seed, ev);
            raw.advance(ev);
            Apogee::from_raw_unchecked(raw)
        })
    }

    /// A new game: every component set up, the Directors dealt.
    pub(crate) fn setup<S: EventSink<Event>>(config: &Config, seed: u64, ev: &mut S) -> RawState {
        let n = usize::from(config.seats);
        let mut rng = GameRng::from_u64(seed);
        let tech_piles = TechType::ALL.map(|ty| Pile::of(ty.ids()));
        let eng_piles = [
            Pile::of(0..JUNIORS),
            Pile::of(JUNIORS..ENGINEER_COUNT as u8),
        ];
        let mut investor_pile = SmallBits::new();
        for i in 0..INVESTOR_COUNT {
            investor_pile.insert(i);
        }
        // The Event pile (top = last entry).
        let mut base = BaseEvent::ALL;
        rng.shuffle(&mut base);
        let mut event_deck: StackVec<EventCard, 20> = StackVec::new();
        match config.mission {
            MissionChoice::Multiplayer(_) => {
                for b in base {
                    event_deck.push(EventCard::Base(b)).ok();
                }
            }
            MissionChoice::Solo(m) => {
                // Solo Events in the printed order, each followed by a base
                // Event: a Solo Event on top, a base Event at the very bottom.
                let solo = m.events();
                for (i, s) in solo.iter().enumerate().rev() {
                    event_deck.push(EventCard::Base(base[i])).ok();
                    event_deck.push(EventCard::Solo(*s)).ok();
                }
            }
        }
        // Mission Directors: 2 dealt to each player, from seat 0 on.
        let mut directors: [u8; DIRECTOR_COUNT] = core::array::from_fn(|i| i as u8);
        rng.shuffle(&mut directors);
        let seats = BySeat::from_fn(n, |p| {
            let i = p.index() * 2;
            Seat {
                credits: STARTING_CREDITS,
                offer: match (directors.get(i), directors.get(i + 1)) {
                    (Some(&a), Some(&b)) => Some([a, b]),
                    _ => None,
                },
                ..Seat::EMPTY
            }
        });
        let g = RawState {
            config: *config,
            rng,
            loaded_dice: StackVec::new(),
            stage: Stage::ChooseDirectors,
            cursor: 0,
            pending: Pending::None,
            order: StackVec::new(),
            queue: StackVec::new(),
            turn: 0,
            event: None,
            event_deck,
            events_seen: SmallBits::new(),
            tech_piles,
            rivers: [StackVec::new(); 3],
            eng_piles,
            investor_pile,
            investor_river: StackVec::new(),
            investors_out: SmallBits::new(),
            dice_reserve: BLUE_DICE,
            seats,
            tech_known: Knowledge::default(),
            eng_known: Knowledge::default(),
            revealed: 0,
            bans: 0,
            solo_extra: 0,
            winners: cardgame_core::PlayerSet::EMPTY,
            capped: false,
            reserve_grew: false,
        };
        for (p, s) in g.seats.iter() {
            if let Some(offer) = s.offer {
                ev.emit(only(p), Event::DirectorsDealt { seat: p, offer });
                ev.emit(super::others(p), Event::DirectorsDealtFaceDown { seat: p });
            }
        }
        g
    }

    /// Keeps a dealt Director (hidden until everybody has chosen).
    pub(crate) fn keep_director<S: EventSink<Event>>(&mut self, p: PlayerId, d: u8, ev: &mut S) {
        if let Some(s) = self.seats.get_mut(p) {
            s.director = Some(d);
            ev.emit(
                only(p),
                Event::DirectorKept {
                    seat: p,
                    director: d,
                },
            );
            ev.emit(super::others(p), Event::DirectorChosen { seat: p });
        }
    }

    pub(crate) fn step_choose_directors<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        if self.seats.iter().any(|(_, s)| s.director.is_none()) {
            return false;
        }
        // Reveal; the unchosen cards go back to the box.
        for (_, s) in self.seats.iter_mut() {
            s.offer = None;
        }
        self.order = self.director_order();
        ev.emit(
            Audience::All,
            Event::DirectorsRevealed {
                directors: self.seats.map(|_, s| s.director.unwrap_or(0)),
            },
        );
        self.stage = Stage::StartingTeam;
        self.cursor = 0;
        true
    }

    /// Seats in descending Director Authority; equal Authority (Andrew
    /// Wingfield and Shuguang Jun) keeps seat order (ruling R7).
    pub(crate) fn director_order(&self) -> StackVec<PlayerId, 5> {
        let mut order: StackVec<PlayerId, 5> = StackVec::new();
        for (p, _) in self.seats.iter() {
            order.push(p).ok();
        }
        let auth = |p: PlayerId| self.seat(p).director_card().authority;
        order
            .as_mut_slice()
            .sort_by(|a, b| auth(*b).cmp(&auth(*a)).then(a.cmp(b)));
        order
    }

    pub(crate) fn step_starting_team<S: EventSink<Event>>(&mut self, ev: &mut S) -> bool {
        if let Some(p) = self.order_seat(usize::from(self.cursor)) {
            self.cursor += 1;
            self.pending = Pending::StartingTeam(p);
            return true;
        }
        // Technology rivers and the Investor river.
        for line in 0..3 {
            self.refill_river(line, ev);
        }
        self.refill_investors(ev);
        self.stage = Stage::TurnStart;
        self.cursor = 0;
        true
    }

    /// Recruits the starting team (no credits).
    pub(crate) fn starting_team<S: EventSink<Event>>(
        &mut self,
        p: PlayerId,
        team: Team,
        ev: &mut S,
    ) {
        match team {
            Team::Senior => {
                self.draw_engineer(p, true, ev);
            }
            Team::TwoJuniors => {
                self.draw_engineer(p, false, ev);
                self.draw_engineer(p, false, ev);
            }
        }
    }
}
