//! Setup: "Shuffle all Space Race cards to form the Deck", one card face
//! down into the Unexplored Universe, four face up into the Universe by
//! type, the Mission, and the Projects ("Select 1 random Project from each
//! category; then randomly choose one category and take another Project
//! from it ... Shuffle all 5 selected Projects ... Flip the bottommost
//! Project face up"; with the Cold War expansion one of each of the five
//! categories). Faction Headquarters Setup: Standard ("Place 1 Astronaut on
//! the Launch Pad ... Draw a number of cards ... as shown on your Faction
//! Headquarters ... Place the first player in turn order on the '1950'
//! space and each other player, in turn order, behind the previous Rocket")
//! or Thematic ("remove the four indicated on your Faction Headquarters.
//! Then, add in the set of 4 Rocket-specific Control cards ... Place your
//! Astronauts in the locations shown"). AI players: "each AI player gets 1
//! card from the Deck into their Lab"; no Project Sanguine.
//!
//! Rulings applied: R1 (seats), R3 (standard Control cards), R4 (the
//! Progress track), R23 (thematic Standby astronauts).

use cardgame_core::{BySeat, CardSet, GameRng, HiddenPile, PlayerId, SetupError, StackVec};

use crate::config::{Config, SeatKind, SetupSide};
use crate::data::cards::ALL_CARDS;
use crate::data::control::{rocket_specific, thematic_removed};
use crate::data::factions::ASTRONAUTS;
use crate::data::projects::{of_category, Category, PROJECT_SANGUINE};
use crate::data::MAX_ABILITIES;
use crate::event::{CardZone, Event};
use crate::rules::Sink;
use crate::state::{ProjectState, ProjectStatus, RawState, Seat, Stage, PROGRESS_1950, SLOTS};

impl RawState {
    /// A new game: setup steps 1–7, then round 1 up to the first decision.
    ///
    /// # Errors
    /// The config's [`SetupError`].
    pub(crate) fn setup(
        config: &Config,
        seed: u64,
        ev: &mut impl Sink,
    ) -> Result<RawState, SetupError> {
        config.validate()?;
        let n = config.seats.len();
        let mut st = RawState {
            config: *config,
            rng: GameRng::from_u64(seed),
            round: 1,
            stage: Stage::Unexplored,
            order: StackVec::new(),
            order_idx: 0,
            tasks: StackVec::new(),
            turn_activations: 0,
            // `HiddenPile::shuffled(0..CARD_COUNT)`, the set built at compile
            // time instead of card by card.
            deck: {
                let mut deck = HiddenPile::new();
                deck.set_unknown(ALL_CARDS);
                deck
            },
            deck_reshuffled: false,
            unexplored: CardSet::new(),
            universe: [StackVec::new(); SLOTS],
            investments: CardSet::new(),
            public_in_hand: CardSet::new(),
            covered: CardSet::new(),
            cover_astronauts: CardSet::new(),
            cover_cards: StackVec::new(),
            used: [CardSet::new(); MAX_ABILITIES],
            seats: BySeat::new(n, Seat::default()),
            projects: StackVec::new(),
            tile: 0,
            decisions: 0,
            capped: false,
        };
        st.say(
            ev,
            Event::Setup {
                seats: n as u8,
                ai: config
                    .seats
                    .iter()
                    .filter(|s| s.kind == SeatKind::Ai)
                    .count() as u8,
                mission: config.mission,
                setup: config.setup,
                cold_war: config.cold_war,
            },
        );
        // 3. One card into the Unexplored Universe; 4. four into the Universe.
        if let Some(c) = st.draw(ev) {
            st.unexplored.insert(usize::from(c));
            st.say(
                ev,
                Event::CardMoved {
                    seat: None,
                    card: None,
                    from: CardZone::Deck,
                    to: CardZone::Unexplored,
                },
            );
        }
        for _ in 0..4 {
            if let Some(c) = st.draw(ev) {
                st.place_in_universe(c, CardZone::Deck, ev);
            }
        }
        // 6. Projects: one per category, plus a second of a random category
        // (with the Cold War expansion: one of each of the five).
        st.choose_projects();
        if let Some(first) = st.projects.get(0) {
            st.say(
                ev,
                Event::ProjectOpened {
                    position: 0,
                    project: first.id,
                },
            );
        }
        // 7. Factions.
        let thematic = config.setup == SetupSide::Thematic;
        let mut faction_order: StackVec<PlayerId, 5> = StackVec::new();
        for p in PlayerId::all(n) {
            let _ = faction_order.push(p);
        }
        faction_order
            .as_mut_slice()
            .sort_by_key(|p| st.rocket(*p).faction());
        for p in PlayerId::all(n) {
            let rocket = st.rocket(p);
            let hq = rocket.headquarters();
            let ai = config
                .seats
                .get(p.index())
                .is_some_and(|s| s.kind == SeatKind::Ai);
            let mut seat = Seat {
                active: None,
                committed: None,
                controls_left: 0x0fff,
                ..Seat::default()
            };
            if thematic {
                seat.controls_left &= !thematic_removed(rocket);
                for (k, c) in rocket_specific(rocket).iter().enumerate() {
                    if c.is_some() {
                        seat.controls_left |= 1 << (12 + k);
                    }
                }
                let t = hq.thematic;
                seat.upright = t.zones;
                seat.astronauts = t.agency;
                let placed = t.agency + t.zones.iter().sum::<u8>() + t.standby;
                seat.boxed = ASTRONAUTS.saturating_sub(placed);
                seat.progress = (i32::from(PROGRESS_1950) + i32::from(t.progress)) as u16;
                if let Some(pr) = st.projects.as_mut_slice().first_mut() {
                    if let Some(sb) = pr.standby.get_mut(p.index()) {
                        *sb = t.standby;
                    }
                }
            } else {
                seat.upright[0] = 1;
                seat.astronauts = ASTRONAUTS - 1;
                let k = faction_order.iter().position(|&q| q == p).unwrap_or(0) as u16;
                seat.progress = PROGRESS_1950 - k;
            }
            if let Some(s) = st.seats.get_mut(p) {
                *s = seat;
            }
            let standby = st
                .projects
                .get(0)
                .and_then(|pr| pr.standby.get(p.index()).copied())
                .unwrap_or(0);
            st.say(
                ev,
                Event::FactionSetUp {
                    seat: p,
                    rocket,
                    position: seat.progress,
                    agency: seat.astronauts,
                    zones: seat.upright,
                    standby,
                },
            );
            if ai {
                if let Some(c) = st.draw(ev) {
                    st.card_to(p, c, CardZone::Deck, crate::data::Place::Lab, true, ev);
                }
            } else {
                let cards = if thematic {
                    hq.thematic.hand
                } else {
                    hq.standard_hand
                };
                for _ in 0..cards {
                    st.draw_to_hand(p, ev);
                }
            }
        }
        st.start_round(ev);
        st.advance(ev);
        Ok(st)
    }

    /// The Control card slots seat `p` plays the game with: the 12
    /// standard cards, or (thematic setup) those left after removing the four
    /// its Headquarters indicates, plus its Rocket's four.
    pub(crate) fn control_set(&self, p: PlayerId) -> u16 {
        if self.config.setup != SetupSide::Thematic {
            return 0x0fff;
        }
        let rocket = self.rocket(p);
        let mut set = 0x0fff & !thematic_removed(rocket);
        for (k, c) in rocket_specific(rocket).iter().enumerate() {
            if c.is_some() {
                set |= 1 << (12 + k);
            }
        }
        set
    }

    fn choose_projects(&mut self) {
        let ai = self.config.has_ai();
        let cats: &[Category] = if self.config.cold_war {
            &Category::ALL
        } else {
            &Category::ALL[..4]
        };
        let pool = |c: Category| -> StackVec<u8, 8> {
            let mut v = StackVec::new();
            for id in of_category(c) {
                if !(ai && id == PROJECT_SANGUINE) {
                    let _ = v.push(id);
                }
            }
            v
        };
        let mut chosen: StackVec<u8, 5> = StackVec::new();
        for &c in cats {
            let mut v = pool(c);
            let k = self.rng.below(v.len() as u32) as usize;
            if let Some(id) = v.remove(k) {
                let _ = chosen.push(id);
            }
        }
        if !self.config.cold_war {
            let c = cats
                .get(self.rng.below(cats.len() as u32) as usize)
                .copied()
                .unwrap_or_default();
            let mut v = pool(c);
            v.retain(|id| !chosen.contains(id));
            let k = self.rng.below(v.len() as u32) as usize;
            if let Some(id) = v.get(k).copied() {
                let _ = chosen.push(id);
            }
        }
        self.rng.shuffle(chosen.as_mut_slice());
        self.projects.clear();
        for &id in chosen.iter() {
            let _ = self.projects.push(ProjectState::new(id));
        }
        if let Some(first) = self.projects.as_mut_slice().first_mut() {
            first.status = ProjectStatus::Open;
        }
    }
}
