//! Actions: every decision a player takes, their canonical text, and the
//! fixed action index space.

use core::fmt;
use core::str::FromStr;

use cardgame_core::PlayerId;

use crate::data::directors::{director, DIRECTOR_COUNT};
use crate::data::engineers::{engineer, ENGINEER_COUNT};
use crate::data::tables::Destination;
use crate::data::technology::{name as tech_name, TechType, TECH_COUNT};
use crate::error::ParseActionError;
use crate::state::Slot;

/// The starting team (Game Preparation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Team {
    /// 1 Senior Engineer.
    Senior,
    /// 2 Junior Engineers.
    TwoJuniors,
}

/// An Engineer pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum EngineerPile {
    /// Junior Engineers.
    Junior,
    /// Senior Engineers.
    Senior,
}

/// A Technology river line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RiverLine {
    /// First Stage river.
    FirstStage,
    /// Upper Stage river.
    UpperStage,
    /// Payload river.
    Payload,
}

impl RiverLine {
    /// The three lines.
    pub const ALL: [RiverLine; 3] = [
        RiverLine::FirstStage,
        RiverLine::UpperStage,
        RiverLine::Payload,
    ];

    /// Index `0..3` (the Technology type's index).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The Technology type of the line.
    pub const fn tech_type(self) -> TechType {
        match self {
            RiverLine::FirstStage => TechType::FirstStage,
            RiverLine::UpperStage => TechType::UpperStage,
            RiverLine::Payload => TechType::Payload,
        }
    }

    const fn token(self) -> &'static str {
        match self {
            RiverLine::FirstStage => "first-stage",
            RiverLine::UpperStage => "upper-stage",
            RiverLine::Payload => "payload",
        }
    }
}

/// One decision of one player.
///
/// What a card-choosing action means depends on the decision asked
/// (`Pick` takes from a river or keeps a drawn R&D card; `Build` builds from
/// the reserve; `Sell` sells on the Public Market; `Discard` discards over
/// the reserve limit or by a Nation Intervention).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// Keep this dealt Mission Director.
    KeepDirector(u8),
    /// Recruit the starting team.
    StartingTeam(Team),
    /// Place the next Engineer of the hand (face down) on an action.
    Place(u8, Slot),
    /// After a failed roll, roll again with an extra die from the reserve.
    RollExtraDie,
    /// After a failed roll, accept the failure.
    AcceptFailure,
    /// Replace a Technology river line.
    ReplaceRiver(RiverLine),
    /// Take a river card, or keep a drawn R&D card.
    Pick(u8),
    /// Build a Technology.
    Build(u8),
    /// Sell a Technology on the Public Market.
    Sell(u8),
    /// Discard a Technology.
    Discard(u8),
    /// Dismiss an Engineer from the hand.
    Dismiss(u8),
    /// Director action: recruit an Engineer.
    Recruit(EngineerPile),
    /// Director action: activate the Director's Specialty.
    DirectorSpecialty,
    /// Director action: perform a static fire.
    StaticFire,
    /// Director action: launch toward a destination.
    Launch(Destination),
    /// Director action: activate the Nation's Intervention.
    NationIntervention,
    /// Choose the Director targeted by a Nation Intervention.
    Target(PlayerId),
    /// Remove this many of the target's dice (Russian Federation).
    RemoveDice(u8),
    /// End the Director's turn, or stop selling / dismissing.
    Pass,
}

const TECH: u32 = TECH_COUNT as u32;
const ENG: u32 = ENGINEER_COUNT as u32;
const O_KEEP: u32 = 0;
const O_TEAM: u32 = O_KEEP + DIRECTOR_COUNT as u32;
const O_PLACE: u32 = O_TEAM + 2;
const O_ROLL: u32 = O_PLACE + ENG * 6;
const O_ACCEPT: u32 = O_ROLL + 1;
const O_RIVER: u32 = O_ACCEPT + 1;
const O_PICK: u32 = O_RIVER + 3;
const O_BUILD: u32 = O_PICK + TECH;
const O_SELL: u32 = O_BUILD + TECH;
const O_DISCARD: u32 = O_SELL + TECH;
const O_DISMISS: u32 = O_DISCARD + TECH;
const O_RECRUIT: u32 = O_DISMISS + ENG;
const O_SPECIALTY: u32 = O_RECRUIT + 2;
const O_FIRE: u32 = O_SPECIALTY + 1;
const O_LAUNCH: u32 = O_FIRE + 1;
const O_NATION: u32 = O_LAUNCH + 6;
const O_TARGET: u32 = O_NATION + 1;
const O_DICE: u32 = O_TARGET + 5;
const O_PASS: u32 = O_DICE + 2;

/// Size of the action index space (the same for every config).
pub const ACTION_SPACE: u32 = O_PASS + 1;

impl Action {
    /// The action's index in `0..ACTION_SPACE` (syntactically impossible
    /// actions, such as an out-of-range card, map to the index of `Pass`).
    pub fn index(&self) -> u32 {
        match *self {
            Action::KeepDirector(d) if usize::from(d) < DIRECTOR_COUNT => O_KEEP + u32::from(d),
            Action::StartingTeam(t) => O_TEAM + t as u32,
            Action::Place(e, s) if u32::from(e) < ENG => O_PLACE + u32::from(e) * 6 + s as u32,
            Action::RollExtraDie => O_ROLL,
            Action::AcceptFailure => O_ACCEPT,
            Action::ReplaceRiver(r) => O_RIVER + r as u32,
            Action::Pick(t) if u32::from(t) < TECH => O_PICK + u32::from(t),
            Action::Build(t) if u32::from(t) < TECH => O_BUILD + u32::from(t),
            Action::Sell(t) if u32::from(t) < TECH => O_SELL + u32::from(t),
            Action::Discard(t) if u32::from(t) < TECH => O_DISCARD + u32::from(t),
            Action::Dismiss(e) if u32::from(e) < ENG => O_DISMISS + u32::from(e),
            Action::Recruit(p) => O_RECRUIT + p as u32,
            Action::DirectorSpecialty => O_SPECIALTY,
            Action::StaticFire => O_FIRE,
            Action::Launch(d) => O_LAUNCH + d as u32,
            Action::NationIntervention => O_NATION,
            Action::Target(p) if p.0 < 5 => O_TARGET + u32::from(p.0),
            Action::RemoveDice(n) if (1..=2).contains(&n) => O_DICE + u32::from(n) - 1,
            _ => O_PASS,
        }
    }

    /// The action with this index.
    pub fn from_index(i: u32) -> Option<Action> {
        const TEAMS: [Team; 2] = [Team::Senior, Team::TwoJuniors];
        const PILES: [EngineerPile; 2] = [EngineerPile::Junior, EngineerPile::Senior];
        Some(match i {
            _ if i < O_TEAM => Action::KeepDirector((i - O_KEEP) as u8),
            _ if i < O_PLACE => Action::StartingTeam(TEAMS[(i - O_TEAM) as usize % 2]),
            _ if i < O_ROLL => {
                let k = i - O_PLACE;
                Action::Place((k / 6) as u8, Slot::ALL[(k % 6) as usize])
            }
            _ if i == O_ROLL => Action::RollExtraDie,
            _ if i == O_ACCEPT => Action::AcceptFailure,
            _ if i < O_PICK => Action::ReplaceRiver(RiverLine::ALL[(i - O_RIVER) as usize % 3]),
            _ if i < O_BUILD => Action::Pick((i - O_PICK) as u8),
            _ if i < O_SELL => Action::Build((i - O_BUILD) as u8),
            _ if i < O_DISCARD => Action::Sell((i - O_SELL) as u8),
            _ if i < O_DISMISS => Action::Discard((i - O_DISCARD) as u8),
            _ if i < O_RECRUIT => Action::Dismiss((i - O_DISMISS) as u8),
            _ if i < O_SPECIALTY => Action::Recruit(PILES[(i - O_RECRUIT) as usize % 2]),
            _ if i == O_SPECIALTY => Action::DirectorSpecialty,
            _ if i == O_FIRE => Action::StaticFire,
            _ if i < O_NATION => Action::Launch(Destination::ALL[(i - O_LAUNCH) as usize % 6]),
            _ if i == O_NATION => Action::NationIntervention,
            _ if i < O_DICE => Action::Target(PlayerId((i - O_TARGET) as u8)),
            _ if i < O_PASS => Action::RemoveDice((i - O_DICE + 1) as u8),
            _ if i == O_PASS => Action::Pass,
            _ => return None,
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::KeepDirector(d) => write!(f, "keep director {d} ({})", director(d).name),
            Action::StartingTeam(Team::Senior) => f.write_str("start with 1 senior"),
            Action::StartingTeam(Team::TwoJuniors) => f.write_str("start with 2 juniors"),
            Action::Place(e, s) => write!(f, "assign {e} ({}) to {}", engineer(e).name, s.token()),
            Action::RollExtraDie => f.write_str("roll an extra die"),
            Action::AcceptFailure => f.write_str("accept the failure"),
            Action::ReplaceRiver(r) => write!(f, "replace the {} river", r.token()),
            Action::Pick(t) => write!(f, "pick {t} ({})", tech_name(t)),
            Action::Build(t) => write!(f, "build {t} ({})", tech_name(t)),
            Action::Sell(t) => write!(f, "sell {t} ({})", tech_name(t)),
            Action::Discard(t) => write!(f, "discard {t} ({})", tech_name(t)),
            Action::Dismiss(e) => write!(f, "dismiss {e} ({})", engineer(e).name),
            Action::Recruit(EngineerPile::Junior) => f.write_str("recruit a junior"),
            Action::Recruit(EngineerPile::Senior) => f.write_str("recruit a senior"),
            Action::DirectorSpecialty => f.write_str("use the director specialty"),
            Action::StaticFire => f.write_str("static fire"),
            Action::Launch(d) => write!(f, "launch to {}", d.token()),
            Action::NationIntervention => f.write_str("nation intervention"),
            Action::Target(p) => write!(f, "target {p}"),
            Action::RemoveDice(1) => f.write_str("remove 1 die"),
            Action::RemoveDice(n) => write!(f, "remove {n} dice"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Parses the canonical text printed by `Display` (e.g. `"launch to moon"`,
    /// `"build 31 (Thermal Nuclear Propulsion)"`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        use core::fmt::Write;
        let s = s.trim();
        let mut buf = alloc::string::String::new();
        for i in 0..ACTION_SPACE {
            if let Some(a) = Action::from_index(i) {
                buf.clear();
                let _ = write!(buf, "{a}");
                if buf == s {
                    return Ok(a);
                }
            }
        }
        Err(ParseActionError { text: s.into() })
    }
}

impl cardgame_core::ActionCodec for Action {
    const SPACE: u32 = ACTION_SPACE;

    fn to_index(&self) -> u32 {
        self.index()
    }

    fn from_index(index: u32) -> Option<Action> {
        Action::from_index(index)
    }
}
