//! The game's setup choices: seats (Rocket, human or AI), mission, setup
//! side, the Cold War expansion, and the decision cap.

use cardgame_core::{PlayerId, SetupError, StackVec, MAX_SEATS};
#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::data::factions::Rocket;
use crate::data::missions::Mission;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum SeatKind {
    /// A person or a bot: decides through actions.
    #[default]
    Human,
    /// An AI player of the solo variant: follows its procedure inside
    /// `apply` and never appears in `to_act`.
    Ai,
}

/// One seat: its Rocket (hence faction) and who plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct SeatConfig {
    /// The Rocket (NASA and the Soviet Union choose between two).
    pub rocket: Rocket,
    /// Human or AI.
    pub kind: SeatKind,
}

/// Which side of the Faction Headquarters sets the game up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub enum SetupSide {
    /// Standard: the same for all factions.
    #[default]
    Standard,
    /// Thematic: per-faction placement and Rocket-specific Control cards.
    Thematic,
}

/// A game's configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
pub struct Config {
    /// The seats, 2 to 5 (solo = one human and 1–4 AI players); room for
    /// one more, so that a sixth seat is refused by [`Config::validate`]
    /// rather than dropped.
    pub seats: StackVec<SeatConfig, MAX_SEATS>,
    /// The mission.
    pub mission: Mission,
    /// Standard or thematic setup (the same for everybody).
    pub setup: SetupSide,
    /// The Cold War expansion: a fifth Project category and the Apollo mission.
    pub cold_war: bool,
    /// The most decisions the game may take; reaching it ends the game with
    /// `Outcome::capped` (ruling R14: a loop of leaving and re-entering cards
    /// could otherwise go on).
    pub decision_cap: u32,
}

/// The default decision cap.
pub const DEFAULT_DECISION_CAP: u32 = 20_000;

/// The factions in initial turn order, with their default Rockets.
const DEFAULT_ROCKETS: [Rocket; 5] = [
    Rocket::Soyuz,
    Rocket::SaturnIB,
    Rocket::Ariane5,
    Rocket::LongMarch2F,
    Rocket::FalconHeavy,
];

impl Config {
    /// `players` human seats (2 to 5; [`Config::validate`] refuses other
    /// counts), factions in initial turn order (Soviet/Soyuz, NASA/Saturn
    /// IB, ESA, China, Private Sector), the Mercury mission, the standard
    /// setup, the base game, the default decision cap.
    pub fn new(players: u8) -> Config {
        let mut seats = StackVec::new();
        for i in 0..usize::from(players).min(MAX_SEATS) {
            let _ = seats.push(SeatConfig {
                rocket: DEFAULT_ROCKETS.get(i).copied().unwrap_or_default(),
                kind: SeatKind::Human,
            });
        }
        Config {
            seats,
            mission: Mission::Mercury,
            setup: SetupSide::Standard,
            cold_war: false,
            decision_cap: DEFAULT_DECISION_CAP,
        }
    }

    /// The same config with the last `ai` seats played by AI players (the
    /// solo variant's automa: one human against 1 to 4 AI players, or AI
    /// players added to a multiplayer game).
    pub fn with_ai(mut self, ai: u8) -> Config {
        let humans = self.seats.len().saturating_sub(usize::from(ai));
        for (i, s) in self.seats.as_mut_slice().iter_mut().enumerate() {
            s.kind = if i < humans {
                SeatKind::Human
            } else {
                SeatKind::Ai
            };
        }
        self
    }

    /// The same config on another mission (Apollo brings the Cold War
    /// expansion with it).
    pub fn with_mission(mut self, mission: Mission) -> Config {
        self.mission = mission;
        if mission == Mission::Apollo {
            self.cold_war = true;
        }
        self
    }

    /// The same config with this side of the Faction Headquarters.
    pub fn with_setup(mut self, setup: SetupSide) -> Config {
        self.setup = setup;
        self
    }

    /// The same config with or without the Cold War expansion.
    pub fn with_cold_war(mut self, cold_war: bool) -> Config {
        self.cold_war = cold_war;
        self
    }

    /// The same config with seat `seat` on another Rocket (NASA and the
    /// Soviet Union choose between two; two seats of one faction are
    /// refused by [`Config::validate`]).
    pub fn with_rocket(mut self, seat: PlayerId, rocket: Rocket) -> Config {
        if let Some(s) = self.seats.as_mut_slice().get_mut(seat.index()) {
            s.rocket = rocket;
        }
        self
    }

    /// The same config with another decision cap (ruling R14).
    pub fn with_decision_cap(mut self, decision_cap: u32) -> Config {
        self.decision_cap = decision_cap;
        self
    }

    /// Whether any seat is an AI player.
    pub fn has_ai(&self) -> bool {
        self.seats.iter().any(|s| s.kind == SeatKind::Ai)
    }

    /// Checks the config.
    ///
    /// # Errors
    /// A seat count outside 2..=5, no human seat, two seats of one faction,
    /// Apollo without the Cold War expansion or with AI players, or a zero
    /// decision cap.
    pub fn validate(&self) -> Result<(), SetupError> {
        let n = self.seats.len();
        if !(2..=5).contains(&n) {
            return Err(SetupError::SeatCount {
                game: "Space Race",
                got: n,
                min: 2,
                max: 5,
            });
        }
        if !self.seats.iter().any(|s| s.kind == SeatKind::Human) {
            return Err(SetupError::InvalidOption {
                option: "seats",
                reason: "at least one seat must be human (AI players only follow procedures)",
            });
        }
        for (i, a) in self.seats.iter().enumerate() {
            if self
                .seats
                .iter()
                .skip(i + 1)
                .any(|b| b.rocket.faction() == a.rocket.faction())
            {
                return Err(SetupError::InvalidOption {
                    option: "seats",
                    reason: "each faction may be played by one seat only",
                });
            }
        }
        if self.mission == Mission::Apollo && !self.cold_war {
            return Err(SetupError::InvalidOption {
                option: "mission",
                reason: "Apollo needs the Cold War expansion",
            });
        }
        if self.mission == Mission::Apollo && self.has_ai() {
            return Err(SetupError::InvalidOption {
                option: "mission",
                reason:
                    "Apollo is not used with AI players; choose Mercury, Vostok or Cassini-Huygens",
            });
        }
        if self.decision_cap == 0 {
            return Err(SetupError::InvalidOption {
                option: "decision_cap",
                reason: "must be at least 1",
            });
        }
        Ok(())
    }
}
