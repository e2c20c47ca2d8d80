//! Setup (rulebook heading), steps 1–5: "Shuffle the Specialist cards and
//! place them face-down ... Reveal the top 6 cards ... to form the Space
//! Research Center"; "Take Project tiles equal to the number of players
//! plus 2, choosing at random"; "5 Research tokens, one of each color";
//! "Deal one card to each player from the Specialist deck"; "Give the First
//! Player marker to the player who has been to space most recently."
//!
//! Rulings applied here: R12 (the First Player and the Project sides are
//! config options), R14 (the deck is a set drawn from at random).

use cardgame_core::{
    Audience, BySeat, CardSet, EventSink, GameRng, PlayerId, PlayerSet, SetupError, StackVec,
};

use crate::config::{Config, FirstPlayer, ProjectSides};
use crate::data::{Card, Icons, ProjectId, NUM_SPECIALISTS, NUM_TILES};
use crate::event::Event;
use crate::state::{Hub, ProjectSlot, RawState, Stage, TurnState, CENTER_SIZE};

impl RawState {
    /// Sets up a game: everything random comes from `seed`; each step is
    /// narrated into `events` (the state is the same whatever `events` is).
    pub(crate) fn setup<S: EventSink<Event>>(
        config: &Config,
        seed: u64,
        events: &mut S,
    ) -> Result<RawState, SetupError> {
        config.validate()?;
        let n = usize::from(config.players);
        let mut rng = GameRng::from_u64(seed);
        let narrate = events.wants_events();
        if narrate {
            events.emit(
                Audience::All,
                Event::SetupBegins {
                    players: config.players,
                },
            );
        }

        // 1. Shuffle the Specialists into the deck (a face-down pile nobody
        //    knows the order of: each draw takes a card at random) and
        //    reveal 6 into the Space Research Center.
        let mut deck = CardSet::range(NUM_SPECIALISTS);
        let mut center = CardSet::new();
        for _ in 0..CENTER_SIZE {
            if let Some(c) = deck.take_random(&mut rng) {
                center.insert(c);
                if let (true, Some(card)) = (narrate, Card::new(c as u8)) {
                    events.emit(Audience::All, Event::Revealed { card });
                }
            }
        }

        // 2. Players + 2 random Project tiles, each on a random side.
        let mut tiles: [u8; NUM_TILES] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
        rng.shuffle(&mut tiles);
        let mut projects = StackVec::new();
        for &tile in tiles.iter().take(n + 2) {
            let side = match config.sides {
                ProjectSides::Random => rng.below(2) as u8,
                ProjectSides::Soviet => 0,
                ProjectSides::American => 1,
            };
            if let Some(project) = ProjectId::of_tile(tile, side) {
                if narrate {
                    events.emit(Audience::All, Event::ProjectInPlay { project });
                }
                projects
                    .push(ProjectSlot {
                        project,
                        owner: None,
                    })
                    .ok();
            }
        }

        // 3. A Hub and 5 Research tokens, one of each colour, per player.
        let hubs = BySeat::new(n, Hub::new());
        let tokens = BySeat::new(n, Icons::ONE_EACH);

        // 4. One secret card to each player's hand.
        let mut hands = BySeat::new(n, CardSet::new());
        for (player, hand) in hands.iter_mut() {
            if let Some(c) = deck.take_random(&mut rng) {
                hand.insert(c);
                if narrate {
                    let me = PlayerSet::only(player);
                    let card = Card::new(c as u8);
                    events.emit(Audience::Seats(me), Event::Dealt { player, card });
                    events.emit(Audience::AllExcept(me), Event::Dealt { player, card: None });
                }
            }
        }

        // 5. The First Player marker.
        let first = match config.first_player {
            FirstPlayer::Seat(p) => p,
            FirstPlayer::Random => PlayerId(rng.below(u32::from(config.players)) as u8),
        };
        if narrate {
            events.emit(Audience::All, Event::FirstPlayer { player: first });
            events.emit(
                Audience::All,
                Event::TurnBegins {
                    player: first,
                    turn: 1,
                },
            );
        }

        Ok(RawState {
            config: *config,
            rng,
            deck,
            center,
            hands,
            known: BySeat::new(n, CardSet::new()),
            hubs,
            tokens,
            projects,
            first,
            current: first,
            stage: Stage::Action,
            turn: TurnState::default(),
            last_round: None,
            quiet_turns: 0,
            turns: 0,
        })
    }
}
