//! Actions: every decision of a player, small and enumerable, with a
//! canonical text and a fixed index space.
//!
//! A turn is a sequence of decisions: the action (`take`, `draw`,
//! `recruit`, or `use` of an ability instead); for a recruitment, the
//! Research icon by icon (`pay`, `return`, `use`); then optional abilities
//! and `end turn`; and, when several Projects are met, `claim`.

use core::fmt;
use core::str::FromStr;

use crate::data::{Card, Field, ProjectId, NUM_SPECIALISTS, NUM_TILES};
use crate::error::ParseActionError;

/// One decision of the player to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub enum Action {
    /// Take a Specialist from the Center into your hand (`take #7`).
    Take(Card),
    /// Draw a card from the Specialist deck into your hand (`draw`).
    Draw,
    /// Recruit a Specialist from the Center or your hand into a Division
    /// matching one of its Skills (`recruit #7 to engineering`); also the
    /// choice of Specialist for an ability used instead of the action.
    Recruit {
        /// The Specialist.
        card: Card,
        /// The Division it joins.
        division: Field,
    },
    /// Use the ability of the Specialist on top of a Division of your Hub
    /// (`use testing`).
    Use(Field),
    /// Pass a Research token of this colour to the player on your left
    /// (`pay blue`).
    Pay(Field),
    /// Return a Specialist from your hand to the Center: two Research icons
    /// of any colours this turn, or the price of ability 43 (`return #12`).
    Return(Card),
    /// Choose the Skill icon an end-of-turn ability gives (`skill science`).
    Skill(Field),
    /// Complete one of several Projects met this turn (`claim vostok-1`).
    Claim(ProjectId),
    /// End the turn without using more abilities (`end turn`).
    EndTurn,
    /// Pass: only for a player who can take no action at all (`pass`).
    Pass,
}

const TAKE: u32 = 0;
const DRAW: u32 = TAKE + NUM_SPECIALISTS as u32;
const RECRUIT: u32 = DRAW + 1;
const USE: u32 = RECRUIT + 5 * NUM_SPECIALISTS as u32;
const PAY: u32 = USE + 5;
const RETURN: u32 = PAY + 5;
const SKILL: u32 = RETURN + NUM_SPECIALISTS as u32;
const CLAIM: u32 = SKILL + 5;
const END_TURN: u32 = CLAIM + 2 * NUM_TILES as u32;
const PASS: u32 = END_TURN + 1;

/// The size of the action index space (the same for every config).
pub const ACTION_SPACE: u32 = PASS + 1;

impl Action {
    /// The action's index in `0..ACTION_SPACE`.
    pub const fn index(&self) -> u32 {
        match *self {
            Action::Take(c) => TAKE + c.id() as u32,
            Action::Draw => DRAW,
            Action::Recruit { card, division } => RECRUIT + card.id() as u32 * 5 + division as u32,
            Action::Use(f) => USE + f as u32,
            Action::Pay(f) => PAY + f as u32,
            Action::Return(c) => RETURN + c.id() as u32,
            Action::Skill(f) => SKILL + f as u32,
            Action::Claim(p) => CLAIM + p.id() as u32,
            Action::EndTurn => END_TURN,
            Action::Pass => PASS,
        }
    }

    /// The action with this index, if it is in `0..ACTION_SPACE`.
    pub fn from_index(i: u32) -> Option<Action> {
        let card = |k: u32| Card::new(u8::try_from(k).ok()?);
        let field = |k: u32| Field::from_index(k as usize);
        Some(if i < DRAW {
            Action::Take(card(i - TAKE)?)
        } else if i == DRAW {
            Action::Draw
        } else if i < USE {
            let k = i - RECRUIT;
            Action::Recruit {
                card: card(k / 5)?,
                division: field(k % 5)?,
            }
        } else if i < PAY {
            Action::Use(field(i - USE)?)
        } else if i < RETURN {
            Action::Pay(field(i - PAY)?)
        } else if i < SKILL {
            Action::Return(card(i - RETURN)?)
        } else if i < CLAIM {
            Action::Skill(field(i - SKILL)?)
        } else if i < END_TURN {
            Action::Claim(ProjectId::new(u8::try_from(i - CLAIM).ok()?)?)
        } else if i == END_TURN {
            Action::EndTurn
        } else if i == PASS {
            Action::Pass
        } else {
            return None;
        })
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Take(c) => write!(f, "take {c}"),
            Action::Draw => f.write_str("draw"),
            Action::Recruit { card, division } => {
                write!(f, "recruit {card} to {}", division.name())
            }
            Action::Use(d) => write!(f, "use {}", d.name()),
            Action::Pay(r) => write!(f, "pay {}", r.colour()),
            Action::Return(c) => write!(f, "return {c}"),
            Action::Skill(s) => write!(f, "skill {}", s.name()),
            Action::Claim(p) => write!(f, "claim {}", p.slug()),
            Action::EndTurn => f.write_str("end turn"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

fn parse_card(s: &str) -> Option<Card> {
    let digits = s.strip_prefix('#')?;
    // Digits only: no sign, no leading zero.
    if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Card::number(digits.parse().ok()?)
}

/// Compares written text with a string, allocating nothing.
struct SameText<'a> {
    rest: &'a str,
    same: bool,
}

impl fmt::Write for SameText<'_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        match self.rest.strip_prefix(s) {
            Some(rest) if self.same => self.rest = rest,
            _ => self.same = false,
        }
        Ok(())
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Reads exactly the text [`Action`]'s `Display` writes — one space
    /// between words, Divisions by name (`use testing`), Research by colour
    /// (`pay green`), cards by number without leading zeros (`take #7`) —
    /// so that text → action → text gives the text back.
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let bad = || ParseActionError::new(s);
        let mut words = s.split(' ');
        let verb = words.next().ok_or_else(bad)?;
        let a = words.next();
        let b = words.next();
        let c = words.next();
        if words.next().is_some() {
            return Err(bad());
        }
        let card = |w: &str| parse_card(w).ok_or_else(bad);
        let field = |w: &str| Field::parse(w).ok_or_else(bad);
        let action = match (verb, a, b, c) {
            ("take", Some(n), None, None) => Action::Take(card(n)?),
            ("draw", None, None, None) => Action::Draw,
            ("recruit", Some(n), Some("to"), Some(d)) => Action::Recruit {
                card: card(n)?,
                division: field(d)?,
            },
            ("use", Some(d), None, None) => Action::Use(field(d)?),
            ("pay", Some(r), None, None) => Action::Pay(field(r)?),
            ("return", Some(n), None, None) => Action::Return(card(n)?),
            ("skill", Some(d), None, None) => Action::Skill(field(d)?),
            ("claim", Some(p), None, None) => Action::Claim(ProjectId::parse(p).ok_or_else(bad)?),
            ("end", Some("turn"), None, None) => Action::EndTurn,
            ("pass", None, None, None) => Action::Pass,
            _ => return Err(bad()),
        };
        // Only the canonical text: a Division where a colour is written, or
        // the reverse, is refused.
        let mut same = SameText {
            rest: s,
            same: true,
        };
        let _ = fmt::Write::write_fmt(&mut same, format_args!("{action}"));
        if same.same && same.rest.is_empty() {
            Ok(action)
        } else {
            Err(bad())
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
