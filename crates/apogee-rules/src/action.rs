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
///
/// The text form ([`fmt::Display`] / [`FromStr`]), the JSON form and the
/// index ([`Action::index`] / [`Action::from_index`]) all name exactly the
/// [`ACTION_SPACE`] actions of the index space: an out-of-range card,
/// Engineer, Director, seat or count is refused, never clamped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "serde_form::ActionForm")
)]
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
    /// Whether the action is one of the index space: its card, Engineer,
    /// Director, seat or count is in range. Only code can build one that is
    /// not (`Action::Build(200)`): the text and JSON forms refuse them.
    pub const fn is_in_space(&self) -> bool {
        match *self {
            Action::KeepDirector(d) => (d as usize) < DIRECTOR_COUNT,
            Action::Place(e, _) | Action::Dismiss(e) => (e as usize) < ENGINEER_COUNT,
            Action::Pick(t) | Action::Build(t) | Action::Sell(t) | Action::Discard(t) => {
                (t as usize) < TECH_COUNT
            }
            Action::Target(p) => p.0 < 5,
            Action::RemoveDice(n) => n == 1 || n == 2,
            Action::StartingTeam(_)
            | Action::RollExtraDie
            | Action::AcceptFailure
            | Action::ReplaceRiver(_)
            | Action::Recruit(_)
            | Action::DirectorSpecialty
            | Action::StaticFire
            | Action::Launch(_)
            | Action::NationIntervention
            | Action::Pass => true,
        }
    }

    /// The action's index in `0..ACTION_SPACE`; an action outside the index
    /// space ([`Action::is_in_space`]) has the index `ACTION_SPACE`, which
    /// names no action (never another action's index).
    pub const fn index(&self) -> u32 {
        if !self.is_in_space() {
            return ACTION_SPACE;
        }
        match *self {
            Action::KeepDirector(d) => O_KEEP + d as u32,
            Action::StartingTeam(t) => O_TEAM + t as u32,
            Action::Place(e, s) => O_PLACE + e as u32 * 6 + s as u32,
            Action::RollExtraDie => O_ROLL,
            Action::AcceptFailure => O_ACCEPT,
            Action::ReplaceRiver(r) => O_RIVER + r as u32,
            Action::Pick(t) => O_PICK + t as u32,
            Action::Build(t) => O_BUILD + t as u32,
            Action::Sell(t) => O_SELL + t as u32,
            Action::Discard(t) => O_DISCARD + t as u32,
            Action::Dismiss(e) => O_DISMISS + e as u32,
            Action::Recruit(p) => O_RECRUIT + p as u32,
            Action::DirectorSpecialty => O_SPECIALTY,
            Action::StaticFire => O_FIRE,
            Action::Launch(d) => O_LAUNCH + d as u32,
            Action::NationIntervention => O_NATION,
            Action::Target(p) => O_TARGET + p.0 as u32,
            Action::RemoveDice(n) => O_DICE + n as u32 - 1,
            Action::Pass => O_PASS,
        }
    }

    /// The action with this index; `None` outside `0..ACTION_SPACE`.
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

/// The name of a card of a family with `count` cards, or what it is not.
fn name_or(id: u8, count: usize, name: fn(u8) -> &'static str, none: &'static str) -> &'static str {
    if usize::from(id) < count {
        name(id)
    } else {
        none
    }
}

impl fmt::Display for Action {
    /// The canonical text, e.g. `build 31 (Thermal Nuclear Propulsion)`:
    /// what [`Action::from_str`](FromStr::from_str) reads back.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dir = |d| name_or(d, DIRECTOR_COUNT, |d| director(d).name, "no such Director");
        let eng = |e| name_or(e, ENGINEER_COUNT, |e| engineer(e).name, "no such Engineer");
        let tech = tech_name;
        match *self {
            Action::KeepDirector(d) => write!(f, "keep director {d} ({})", dir(d)),
            Action::StartingTeam(Team::Senior) => f.write_str("start with 1 senior"),
            Action::StartingTeam(Team::TwoJuniors) => f.write_str("start with 2 juniors"),
            Action::Place(e, s) => write!(f, "assign {e} ({}) to {}", eng(e), s.token()),
            Action::RollExtraDie => f.write_str("roll an extra die"),
            Action::AcceptFailure => f.write_str("accept the failure"),
            Action::ReplaceRiver(r) => write!(f, "replace the {} river", r.token()),
            Action::Pick(t) => write!(f, "pick {t} ({})", tech(t)),
            Action::Build(t) => write!(f, "build {t} ({})", tech(t)),
            Action::Sell(t) => write!(f, "sell {t} ({})", tech(t)),
            Action::Discard(t) => write!(f, "discard {t} ({})", tech(t)),
            Action::Dismiss(e) => write!(f, "dismiss {e} ({})", eng(e)),
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

/// The actions whose text has no number, in index order.
const FIXED: [Action; 21] = [
    Action::StartingTeam(Team::Senior),
    Action::StartingTeam(Team::TwoJuniors),
    Action::RollExtraDie,
    Action::AcceptFailure,
    Action::ReplaceRiver(RiverLine::FirstStage),
    Action::ReplaceRiver(RiverLine::UpperStage),
    Action::ReplaceRiver(RiverLine::Payload),
    Action::Recruit(EngineerPile::Junior),
    Action::Recruit(EngineerPile::Senior),
    Action::DirectorSpecialty,
    Action::StaticFire,
    Action::Launch(Destination::Geo),
    Action::Launch(Destination::Moon),
    Action::Launch(Destination::Venus),
    Action::Launch(Destination::Mars),
    Action::Launch(Destination::Europa),
    Action::Launch(Destination::Titan),
    Action::NationIntervention,
    Action::RemoveDice(1),
    Action::RemoveDice(2),
    Action::Pass,
];

/// The small decimal number of an action text (no sign, at most 3 digits).
fn small_number(token: &str) -> Option<u8> {
    if token.is_empty() || token.len() > 3 || !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    token.parse().ok()
}

/// An action naming one card, Engineer or Director by its id.
type CardAction = fn(u8) -> Action;

/// The action a text names by its leading words and number, before the
/// whole text is compared with the canonical one.
fn candidate(s: &str) -> Option<Action> {
    let number = |rest: &str| small_number(rest.split(' ').next().unwrap_or(""));
    if let Some(rest) = s.strip_prefix("keep director ") {
        return Some(Action::KeepDirector(number(rest)?));
    }
    if let Some(rest) = s.strip_prefix("assign ") {
        let slot = s.rsplit(' ').next()?;
        let slot = Slot::ALL.into_iter().find(|x| x.token() == slot)?;
        return Some(Action::Place(number(rest)?, slot));
    }
    let cards: [(&str, CardAction); 5] = [
        ("pick ", Action::Pick),
        ("build ", Action::Build),
        ("sell ", Action::Sell),
        ("discard ", Action::Discard),
        ("dismiss ", Action::Dismiss),
    ];
    for (prefix, make) in cards {
        if let Some(rest) = s.strip_prefix(prefix) {
            return Some(make(number(rest)?));
        }
    }
    if let Some(rest) = s.strip_prefix("target P") {
        return Some(Action::Target(PlayerId(small_number(rest)?)));
    }
    FIXED.iter().copied().find(|a| {
        let mut buf = TextBuf::default();
        fmt::write(&mut buf, format_args!("{a}")).is_ok() && buf.as_str() == s
    })
}

/// A small inline buffer for comparing an action's text (no allocation).
struct TextBuf {
    bytes: [u8; 96],
    len: usize,
    overflow: bool,
}

impl Default for TextBuf {
    fn default() -> Self {
        TextBuf {
            bytes: [0; 96],
            len: 0,
            overflow: false,
        }
    }
}

impl TextBuf {
    fn as_str(&self) -> &str {
        if self.overflow {
            return "";
        }
        core::str::from_utf8(&self.bytes[..self.len]).unwrap_or("")
    }
}

impl fmt::Write for TextBuf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        match self.bytes.get_mut(self.len..end) {
            Some(dst) => {
                dst.copy_from_slice(s.as_bytes());
                self.len = end;
                Ok(())
            }
            None => {
                self.overflow = true;
                Err(fmt::Error)
            }
        }
    }
}

/// The canonical text without the bracketed name of its card, Engineer or
/// Director (`build 31`, `assign 3 to rnd`); the other actions' texts as
/// they are.
fn write_short(a: &Action, out: &mut dyn fmt::Write) -> fmt::Result {
    match *a {
        Action::KeepDirector(d) => write!(out, "keep director {d}"),
        Action::Place(e, s) => write!(out, "assign {e} to {}", s.token()),
        Action::Pick(t) => write!(out, "pick {t}"),
        Action::Build(t) => write!(out, "build {t}"),
        Action::Sell(t) => write!(out, "sell {t}"),
        Action::Discard(t) => write!(out, "discard {t}"),
        Action::Dismiss(e) => write!(out, "dismiss {e}"),
        _ => write!(out, "{a}"),
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads the canonical text printed by `Display` of an action of the
    /// index space (e.g. `"launch to moon"`, `"build 31 (Thermal Nuclear
    /// Propulsion)"`), or that text without its bracketed name (`"build
    /// 31"`, `"keep director 11"`, `"assign 3 to rnd"`): nothing else, no
    /// other name, no other spacing, no out-of-range number.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let refuse = || ParseActionError { text: s.into() };
        let a = candidate(s)
            .filter(Action::is_in_space)
            .ok_or_else(refuse)?;
        let mut full = TextBuf::default();
        let mut short = TextBuf::default();
        if fmt::write(&mut full, format_args!("{a}")).is_ok() && full.as_str() == s
            || write_short(&a, &mut short).is_ok() && short.as_str() == s
        {
            Ok(a)
        } else {
            Err(refuse())
        }
    }
}

/// The JSON form of [`Action`] as read, before the range check.
#[cfg(feature = "serde")]
mod serde_form {
    use super::{Action, EngineerPile, RiverLine, Team};
    use crate::data::tables::Destination;
    use crate::error::ParseActionError;
    use crate::state::Slot;
    use cardgame_core::PlayerId;

    /// [`Action`]'s variants, field for field (serde's default enum form).
    #[derive(serde::Deserialize)]
    pub(super) enum ActionForm {
        KeepDirector(u8),
        StartingTeam(Team),
        Place(u8, Slot),
        RollExtraDie,
        AcceptFailure,
        ReplaceRiver(RiverLine),
        Pick(u8),
        Build(u8),
        Sell(u8),
        Discard(u8),
        Dismiss(u8),
        Recruit(EngineerPile),
        DirectorSpecialty,
        StaticFire,
        Launch(Destination),
        NationIntervention,
        Target(PlayerId),
        RemoveDice(u8),
        Pass,
    }

    impl TryFrom<ActionForm> for Action {
        type Error = ParseActionError;

        /// Keeps exactly the actions of the index space.
        fn try_from(f: ActionForm) -> Result<Action, ParseActionError> {
            let a = match f {
                ActionForm::KeepDirector(d) => Action::KeepDirector(d),
                ActionForm::StartingTeam(t) => Action::StartingTeam(t),
                ActionForm::Place(e, s) => Action::Place(e, s),
                ActionForm::RollExtraDie => Action::RollExtraDie,
                ActionForm::AcceptFailure => Action::AcceptFailure,
                ActionForm::ReplaceRiver(r) => Action::ReplaceRiver(r),
                ActionForm::Pick(t) => Action::Pick(t),
                ActionForm::Build(t) => Action::Build(t),
                ActionForm::Sell(t) => Action::Sell(t),
                ActionForm::Discard(t) => Action::Discard(t),
                ActionForm::Dismiss(e) => Action::Dismiss(e),
                ActionForm::Recruit(p) => Action::Recruit(p),
                ActionForm::DirectorSpecialty => Action::DirectorSpecialty,
                ActionForm::StaticFire => Action::StaticFire,
                ActionForm::Launch(d) => Action::Launch(d),
                ActionForm::NationIntervention => Action::NationIntervention,
                ActionForm::Target(p) => Action::Target(p),
                ActionForm::RemoveDice(n) => Action::RemoveDice(n),
                ActionForm::Pass => Action::Pass,
            };
            if a.is_in_space() {
                Ok(a)
            } else {
                Err(ParseActionError {
                    text: alloc::string::ToString::to_string(&a),
                })
            }
        }
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
