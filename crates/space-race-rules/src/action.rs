//! Actions: every decision a human seat takes, their canonical text and the
//! fixed action index space.

use core::fmt;
use core::str::FromStr;

use alloc::string::ToString;

#[cfg(feature = "serde")]
use serde::{Deserialize, Serialize};

use crate::data::cards::CARD_COUNT;
use crate::data::control::CONTROL_SLOTS;
use crate::data::projects::MAX_SPACES;
use crate::data::{MAX_ABILITIES, MAX_CONTROL_ABILITIES, MAX_SPLIT};
use crate::error::ParseActionError;
use crate::state::SLOTS;

/// One decision. The meaning of `Card`, `Zone` and `Control` depends on the
/// pending decision (the observation names it).
///
/// Serialized, it is serde's externally tagged form (`"Done"`,
/// `{"Card": 12}`); deserializing refuses actions outside the index space.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(Serialize, Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "wire::Action"))]
pub enum Action {
    /// Pick a card: put it into the Unexplored Universe (phase 1), pay it to
    /// Investments, move it, uncover it, or send this Leader to the Lab.
    Card(u8),
    /// Finish: stop putting cards into the Unexplored Universe, or end your
    /// turn.
    Done,
    /// Choose this Control card slot (phase 1 step 5), or take it back
    /// (Propaganda 1).
    Control(u8),
    /// Activate ability `ability` of card `card` in your Agency.
    Activate {
        /// The card.
        card: u8,
        /// The ability's index on the card.
        ability: u8,
    },
    /// Activate ability `i` of your active Control card.
    ActivateControl(u8),
    /// Announce the split of a combined ability: this many to the top effect.
    Split(u8),
    /// Take the top card of this Universe slot.
    Slot(u8),
    /// Pick a Breakthrough Zone (as the source: an upright or an exhausted
    /// astronaut of yours there; as the destination: `exhausted` is false;
    /// to refresh: an exhausted one; to exhaust: an upright one).
    Zone {
        /// The zone index (0 = Launch Pad).
        zone: u8,
        /// The astronaut picked is an exhausted one.
        exhausted: bool,
    },
    /// Put one astronaut on the Standby area of this Project (stack position).
    Project(u8),
    /// Place your first astronaut of a Project on this space.
    Space(u8),
    /// Draw one card from the Deck.
    Draw,
    /// No Universe card to take: draw 3 cards into your hand instead.
    DrawThree,
    /// Move no more (the ability still counts as activated).
    Stop,
    /// Your Agency has no astronaut: take the one of yours on this Project
    /// (stack position) on the space farthest from its last space.
    FromProject(u8),
    /// Your Agency has no astronaut: take one of yours from the Standby area
    /// of this Project (stack position).
    FromStandby(u8),
}

const N_CARD: u32 = CARD_COUNT as u32;
const N_CONTROL: u32 = CONTROL_SLOTS as u32;
const N_ACT: u32 = N_CARD * MAX_ABILITIES as u32;
const N_ACTC: u32 = MAX_CONTROL_ABILITIES as u32;
const N_SPLIT: u32 = MAX_SPLIT as u32 + 1;
const N_SLOT: u32 = SLOTS as u32;
const N_ZONE: u32 = 10;
const N_PROJECT: u32 = 5;
const N_SPACE: u32 = MAX_SPACES as u32;

const O_CARD: u32 = 0;
const O_DONE: u32 = O_CARD + N_CARD;
const O_CONTROL: u32 = O_DONE + 1;
const O_ACT: u32 = O_CONTROL + N_CONTROL;
const O_ACTC: u32 = O_ACT + N_ACT;
const O_SPLIT: u32 = O_ACTC + N_ACTC;
const O_SLOT: u32 = O_SPLIT + N_SPLIT;
const O_ZONE: u32 = O_SLOT + N_SLOT;
const O_PROJECT: u32 = O_ZONE + N_ZONE;
const O_SPACE: u32 = O_PROJECT + N_PROJECT;
const O_DRAW: u32 = O_SPACE + N_SPACE;
const O_DRAW3: u32 = O_DRAW + 1;
const O_STOP: u32 = O_DRAW3 + 1;
const O_FROM_PROJECT: u32 = O_STOP + 1;
const O_FROM_STANDBY: u32 = O_FROM_PROJECT + N_PROJECT;
/// The size of the action index space.
pub const ACTION_SPACE: u32 = O_FROM_STANDBY + N_PROJECT;

impl Action {
    /// The action's index in `0..ACTION_SPACE`, or `None` when one of its
    /// fields is out of range (no such card, ability, slot, zone, Project
    /// or space): the codec never clamps one action onto another.
    pub fn checked_index(self) -> Option<u32> {
        let within = |x: u8, n: u32| (u32::from(x) < n).then_some(u32::from(x));
        let abilities = MAX_ABILITIES as u32;
        Some(match self {
            Action::Card(c) => O_CARD + within(c, N_CARD)?,
            Action::Done => O_DONE,
            Action::Control(s) => O_CONTROL + within(s, N_CONTROL)?,
            Action::Activate { card, ability } => {
                O_ACT + within(card, N_CARD)? * abilities + within(ability, abilities)?
            }
            Action::ActivateControl(i) => O_ACTC + within(i, N_ACTC)?,
            Action::Split(k) => O_SPLIT + within(k, N_SPLIT)?,
            Action::Slot(s) => O_SLOT + within(s, N_SLOT)?,
            Action::Zone { zone, exhausted } => {
                O_ZONE + within(zone, N_ZONE / 2)? * 2 + u32::from(exhausted)
            }
            Action::Project(i) => O_PROJECT + within(i, N_PROJECT)?,
            Action::Space(i) => O_SPACE + within(i, N_SPACE)?,
            Action::Draw => O_DRAW,
            Action::DrawThree => O_DRAW3,
            Action::Stop => O_STOP,
            Action::FromProject(i) => O_FROM_PROJECT + within(i, N_PROJECT)?,
            Action::FromStandby(i) => O_FROM_STANDBY + within(i, N_PROJECT)?,
        })
    }

    /// The action's index in `0..ACTION_SPACE`; [`ACTION_SPACE`] itself (an
    /// index with no action) for an action outside the space.
    pub fn index(self) -> u32 {
        self.checked_index().unwrap_or(ACTION_SPACE)
    }

    /// Whether every field of the action is in range: the action has an
    /// index (and it maps back to it).
    pub fn in_space(self) -> bool {
        self.checked_index().is_some()
    }

    /// The action of an index.
    pub fn from_index(i: u32) -> Option<Action> {
        let a = if i < O_DONE {
            Action::Card((i - O_CARD) as u8)
        } else if i < O_CONTROL {
            Action::Done
        } else if i < O_ACT {
            Action::Control((i - O_CONTROL) as u8)
        } else if i < O_ACTC {
            let k = i - O_ACT;
            Action::Activate {
                card: (k / MAX_ABILITIES as u32) as u8,
                ability: (k % MAX_ABILITIES as u32) as u8,
            }
        } else if i < O_SPLIT {
            Action::ActivateControl((i - O_ACTC) as u8)
        } else if i < O_SLOT {
            Action::Split((i - O_SPLIT) as u8)
        } else if i < O_ZONE {
            Action::Slot((i - O_SLOT) as u8)
        } else if i < O_PROJECT {
            let k = i - O_ZONE;
            Action::Zone {
                zone: (k / 2) as u8,
                exhausted: k % 2 == 1,
            }
        } else if i < O_SPACE {
            Action::Project((i - O_PROJECT) as u8)
        } else if i < O_DRAW {
            Action::Space((i - O_SPACE) as u8)
        } else if i == O_DRAW {
            Action::Draw
        } else if i == O_DRAW3 {
            Action::DrawThree
        } else if i == O_STOP {
            Action::Stop
        } else if i < O_FROM_STANDBY {
            Action::FromProject((i - O_FROM_PROJECT) as u8)
        } else if i < ACTION_SPACE {
            Action::FromStandby((i - O_FROM_STANDBY) as u8)
        } else {
            return None;
        };
        Some(a)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Card(c) => write!(f, "card {c}"),
            Action::Done => f.write_str("done"),
            Action::Control(s) => write!(f, "control {s}"),
            Action::Activate { card, ability } => write!(f, "activate {card}.{ability}"),
            Action::ActivateControl(i) => write!(f, "activate control.{i}"),
            Action::Split(k) => write!(f, "split {k}"),
            Action::Slot(s) => write!(f, "slot {s}"),
            Action::Zone { zone, exhausted } => {
                write!(
                    f,
                    "zone {zone}{}",
                    if *exhausted { " exhausted" } else { "" }
                )
            }
            Action::Project(i) => write!(f, "project {i}"),
            Action::Space(i) => write!(f, "space {i}"),
            Action::Draw => f.write_str("draw"),
            Action::DrawThree => f.write_str("draw3"),
            Action::Stop => f.write_str("stop"),
            Action::FromProject(i) => write!(f, "from project {i}"),
            Action::FromStandby(i) => write!(f, "from standby {i}"),
        }
    }
}

/// Reads the canonical text of an action of the index space, exactly as
/// `Display` writes it (`card 12`, `activate control.0`, `zone 2 exhausted`):
/// no other spelling, no number beyond the space.
impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        parse(s)
            .filter(|a| a.in_space() && a.to_string() == s)
            .ok_or_else(|| ParseActionError { text: s.into() })
    }
}

/// The action a text names, if any.
fn parse(s: &str) -> Option<Action> {
    {
        let mut words = s.split_whitespace();
        let head = words.next()?;
        let arg = words.next();
        let extra = words.next();
        let num = |a: Option<&str>| -> Option<u8> { a?.parse().ok() };
        let a = match head {
            "card" => Action::Card(num(arg)?),
            "done" if arg.is_none() => Action::Done,
            "control" => Action::Control(num(arg)?),
            "activate" => {
                let (l, r) = arg?.split_once('.')?;
                if l == "control" {
                    Action::ActivateControl(num(Some(r))?)
                } else {
                    Action::Activate {
                        card: num(Some(l))?,
                        ability: num(Some(r))?,
                    }
                }
            }
            "split" => Action::Split(num(arg)?),
            "slot" => Action::Slot(num(arg)?),
            "zone" => {
                let exhausted = match extra {
                    None => false,
                    Some("exhausted") => true,
                    Some(_) => return None,
                };
                return Some(Action::Zone {
                    zone: num(arg)?,
                    exhausted,
                });
            }
            "project" => Action::Project(num(arg)?),
            "space" => Action::Space(num(arg)?),
            "draw" if arg.is_none() => Action::Draw,
            "draw3" if arg.is_none() => Action::DrawThree,
            "stop" if arg.is_none() => Action::Stop,
            "from" => {
                let i = num(extra)?;
                if words.next().is_some() {
                    return None;
                }
                return match arg {
                    Some("project") => Some(Action::FromProject(i)),
                    Some("standby") => Some(Action::FromStandby(i)),
                    _ => None,
                };
            }
            _ => return None,
        };
        if extra.is_some() {
            return None;
        }
        Some(a)
    }
}

/// The JSON form of an action, checked against the index space on the way
/// in.
#[cfg(feature = "serde")]
mod wire {
    use alloc::string::ToString;
    use serde::Deserialize;

    /// [`super::Action`] as it reads from JSON, not yet checked.
    #[derive(Deserialize)]
    pub(super) enum Action {
        Card(u8),
        Done,
        Control(u8),
        Activate { card: u8, ability: u8 },
        ActivateControl(u8),
        Split(u8),
        Slot(u8),
        Zone { zone: u8, exhausted: bool },
        Project(u8),
        Space(u8),
        Draw,
        DrawThree,
        Stop,
        FromProject(u8),
        FromStandby(u8),
    }

    impl TryFrom<Action> for super::Action {
        type Error = crate::error::ParseActionError;

        fn try_from(w: Action) -> Result<Self, Self::Error> {
            use super::Action as A;
            let a = match w {
                Action::Card(c) => A::Card(c),
                Action::Done => A::Done,
                Action::Control(s) => A::Control(s),
                Action::Activate { card, ability } => A::Activate { card, ability },
                Action::ActivateControl(i) => A::ActivateControl(i),
                Action::Split(k) => A::Split(k),
                Action::Slot(s) => A::Slot(s),
                Action::Zone { zone, exhausted } => A::Zone { zone, exhausted },
                Action::Project(i) => A::Project(i),
                Action::Space(i) => A::Space(i),
                Action::Draw => A::Draw,
                Action::DrawThree => A::DrawThree,
                Action::Stop => A::Stop,
                Action::FromProject(i) => A::FromProject(i),
                Action::FromStandby(i) => A::FromStandby(i),
            };
            if a.in_space() {
                Ok(a)
            } else {
                Err(crate::error::ParseActionError {
                    text: a.to_string(),
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
