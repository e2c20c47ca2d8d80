//! The nine specialist cards of each colour, and their effects as data.
//!
//! Each effect is the card's text "resolved from top to bottom", split into
//! [`Part`]s that the resolution walks through one small decision at a time.

use core::fmt;
use core::str::FromStr;

use cardgame_core::Provenance;

/// A specialist card; its number is its place in the countdown (9 first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Specialist {
    /// 1 Pilot.
    Pilot = 1,
    /// 2 Soldier.
    Soldier = 2,
    /// 3 Travel Agent.
    TravelAgent = 3,
    /// 4 Robot.
    Robot = 4,
    /// 5 Saboteur.
    Saboteur = 5,
    /// 6 Secret Agent.
    SecretAgent = 6,
    /// 7 Scientist.
    Scientist = 7,
    /// 8 Explorer.
    Explorer = 8,
    /// 9 Recruiter.
    Recruiter = 9,
}

/// One step of a specialist's effect, in the card's top-to-bottom order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
// Four bytes, so that a part is read from the table in one load.
#[repr(align(4))]
pub enum Part {
    /// Place a total of `count` astronauts, one at a time, in docked ships;
    /// with `distinct`, each in a different ship (Secret Agent).
    Place {
        /// Astronauts to place.
        count: u8,
        /// Whether each must go to a different ship.
        distinct: bool,
    },
    /// Place `count` astronauts in the same docked ship, all or nothing
    /// (Travel Agent).
    PlaceTogether {
        /// Astronauts to place.
        count: u8,
    },
    /// Place a destination token on a docked or launched ship (Pilot).
    DestinationToken,
    /// Kill an astronaut on Phobos or in an outer zone (Soldier).
    Kill,
    /// Move 1 to `max` of your astronauts from Phobos to zones of Mars (Soldier).
    LeavePhobos {
        /// The most astronauts moved.
        max: u8,
    },
    /// Replace an opponent's astronaut where you have one (Robot).
    Replace,
    /// Destroy a docked ship (Saboteur).
    Destroy,
    /// Force a ship that is not full to launch (Secret Agent).
    ForceLaunch,
    /// Draw an event card or look at a discovery in play (Scientist).
    ResearchOrLook,
    /// Make up to `moves` moves on Mars (Explorer).
    Explore {
        /// The most moves.
        moves: u8,
    },
    /// Take every played specialist back into the hand (Recruiter).
    Recall,
}

use Part::*;

const PILOT: &[Part] = &[
    Place {
        count: 2,
        distinct: false,
    },
    DestinationToken,
];
const SOLDIER: &[Part] = &[
    Place {
        count: 1,
        distinct: false,
    },
    Kill,
    LeavePhobos { max: 3 },
];
const TRAVEL_AGENT: &[Part] = &[PlaceTogether { count: 3 }];
const ROBOT: &[Part] = &[
    Place {
        count: 1,
        distinct: false,
    },
    Replace,
];
const SABOTEUR: &[Part] = &[
    Place {
        count: 1,
        distinct: false,
    },
    Destroy,
];
const SECRET_AGENT: &[Part] = &[
    Place {
        count: 2,
        distinct: true,
    },
    ForceLaunch,
];
const SCIENTIST: &[Part] = &[
    Place {
        count: 2,
        distinct: false,
    },
    ResearchOrLook,
];
const EXPLORER: &[Part] = &[
    Place {
        count: 1,
        distinct: false,
    },
    Explore { moves: 3 },
];
const RECRUITER: &[Part] = &[
    Place {
        count: 1,
        distinct: false,
    },
    Recall,
];

/// One specialist card: its effect, top to bottom, and where the row comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecialistCard {
    /// The card.
    pub specialist: Specialist,
    /// Its effect, in the card's top-to-bottom order.
    pub effect: &'static [Part],
    /// Where the row comes from (every text is printed in the rulebook).
    pub provenance: Provenance,
}

const fn card(specialist: Specialist, effect: &'static [Part]) -> SpecialistCard {
    SpecialistCard {
        specialist,
        effect,
        provenance: Provenance::Rulebook,
    }
}

/// The nine specialist cards, by countdown number minus one (Pilot first).
pub const SPECIALISTS: [SpecialistCard; 9] = [
    card(Specialist::Pilot, PILOT),
    card(Specialist::Soldier, SOLDIER),
    card(Specialist::TravelAgent, TRAVEL_AGENT),
    card(Specialist::Robot, ROBOT),
    card(Specialist::Saboteur, SABOTEUR),
    card(Specialist::SecretAgent, SECRET_AGENT),
    card(Specialist::Scientist, SCIENTIST),
    card(Specialist::Explorer, EXPLORER),
    card(Specialist::Recruiter, RECRUITER),
];

impl Specialist {
    /// The nine specialists, Pilot (1) to Recruiter (9).
    pub const ALL: [Specialist; 9] = [
        Specialist::Pilot,
        Specialist::Soldier,
        Specialist::TravelAgent,
        Specialist::Robot,
        Specialist::Saboteur,
        Specialist::SecretAgent,
        Specialist::Scientist,
        Specialist::Explorer,
        Specialist::Recruiter,
    ];

    /// The card's countdown number, 1 to 9.
    #[inline]
    pub const fn number(self) -> u8 {
        self as u8
    }

    /// The specialist with this countdown number.
    pub const fn from_number(n: u8) -> Option<Specialist> {
        if n >= 1 && n <= 9 {
            Some(Specialist::ALL[n as usize - 1])
        } else {
            None
        }
    }

    /// The card's effect, top to bottom (rulebook, "Specialist cards").
    pub const fn effect(self) -> &'static [Part] {
        // A table by countdown number rather than a `match`: the hot paths
        // read it without an indirect jump.
        SPECIALISTS[self as usize - 1].effect
    }

    /// The card's printed name.
    pub const fn name(self) -> &'static str {
        match self {
            Specialist::Pilot => "Pilot",
            Specialist::Soldier => "Soldier",
            Specialist::TravelAgent => "Travel Agent",
            Specialist::Robot => "Robot",
            Specialist::Saboteur => "Saboteur",
            Specialist::SecretAgent => "Secret Agent",
            Specialist::Scientist => "Scientist",
            Specialist::Explorer => "Explorer",
            Specialist::Recruiter => "Recruiter",
        }
    }

    /// The card's one-word name in action texts.
    pub const fn slug(self) -> &'static str {
        match self {
            Specialist::Pilot => "pilot",
            Specialist::Soldier => "soldier",
            Specialist::TravelAgent => "travel-agent",
            Specialist::Robot => "robot",
            Specialist::Saboteur => "saboteur",
            Specialist::SecretAgent => "secret-agent",
            Specialist::Scientist => "scientist",
            Specialist::Explorer => "explorer",
            Specialist::Recruiter => "recruiter",
        }
    }
}

impl fmt::Display for Specialist {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number(), self.name())
    }
}

/// A text that names no specialist.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownSpecialist;

impl FromStr for Specialist {
    type Err = UnknownSpecialist;
    fn from_str(s: &str) -> Result<Specialist, UnknownSpecialist> {
        Specialist::ALL
            .iter()
            .copied()
            .find(|c| c.slug() == s)
            .ok_or(UnknownSpecialist)
    }
}

/// A set of specialist cards (bit `n` = the card numbered `n`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
pub struct SpecSet(pub u16);

impl SpecSet {
    /// No card.
    pub const EMPTY: SpecSet = SpecSet(0);
    /// All nine cards.
    pub const ALL: SpecSet = SpecSet(0x3fe);

    /// The set holding only `s`.
    #[inline]
    pub const fn only(s: Specialist) -> SpecSet {
        SpecSet(1 << s as u16)
    }

    /// Whether `s` is in the set.
    #[inline]
    pub const fn contains(self, s: Specialist) -> bool {
        self.0 & (1 << s as u16) != 0
    }

    /// Adds `s`.
    #[inline]
    pub fn insert(&mut self, s: Specialist) {
        self.0 |= 1 << s as u16;
    }

    /// Removes `s`.
    #[inline]
    pub fn remove(&mut self, s: Specialist) {
        self.0 &= !(1 << s as u16);
    }

    /// How many cards.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Union.
    #[inline]
    pub const fn union(self, o: SpecSet) -> SpecSet {
        SpecSet(self.0 | o.0)
    }

    /// The cards of `self` not in `o`.
    #[inline]
    pub const fn difference(self, o: SpecSet) -> SpecSet {
        SpecSet(self.0 & !o.0)
    }

    /// Whether the sets share no card.
    #[inline]
    pub const fn is_disjoint(self, o: SpecSet) -> bool {
        self.0 & o.0 == 0
    }

    /// Whether the set only holds specialist bits.
    #[inline]
    pub const fn is_valid(self) -> bool {
        self.0 & !SpecSet::ALL.0 == 0
    }

    /// The cards, by number.
    pub fn iter(self) -> impl Iterator<Item = Specialist> {
        // Set bits lowest first; bits that are no card are skipped.
        let mut bits = self.0;
        core::iter::from_fn(move || {
            while bits != 0 {
                let n = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                if let Some(s) = Specialist::from_number(n) {
                    return Some(s);
                }
            }
            None
        })
    }

    /// The `k`-th card by number (0-based).
    pub fn nth(self, k: usize) -> Option<Specialist> {
        self.iter().nth(k)
    }
}

impl fmt::Debug for SpecSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Specialist::slug))
            .finish()
    }
}

impl fmt::Display for SpecSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut first = true;
        for s in self.iter() {
            if !first {
                f.write_str(", ")?;
            }
            first = false;
            write!(f, "{s}")?;
        }
        if first {
            f.write_str("none")?;
        }
        Ok(())
    }
}
