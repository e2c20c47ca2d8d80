//! Control cards: 12 standard per faction (3 of each type) and 4 specific to
//! each Rocket (thematic setup).
//!
//! Rulebook-given: the thematic initiative table (`THEMATIC`), that initiative
//! 3 makes a faction dedicated, and that Propaganda 1 is the exception to
//! "each Control card once per game". Derived: the standard set is
//! initiatives 1, 3, 6 of each type — the only set from which every Rocket's
//! thematic set is "remove four, add four" (docs ruling R3). Designed: the
//! abilities of each card.

use super::factions::Rocket;
use super::{mv, Ability, Effect, Place, Section, Sections, Thing, Timing};

/// A Control card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct ControlDef {
    /// Its type: the step of phase 2 it makes you active in.
    pub section: Section,
    /// Its initiative value (higher acts first).
    pub initiative: u8,
}

impl ControlDef {
    /// Whether it makes the faction dedicated (initiative 3, rulebook).
    pub const fn dedicates(&self) -> bool {
        self.initiative == 3
    }

    /// Its abilities (designed; see the module docs).
    pub const fn abilities(&self) -> &'static [Ability] {
        control_abilities(self.section, self.initiative)
    }
}

/// The standard initiatives of each type (derived, see the module docs).
pub const STANDARD_INITIATIVES: [u8; 3] = [1, 3, 6];

/// Control card slots per seat: 12 standard, then 4 Rocket-specific.
pub const CONTROL_SLOTS: usize = 16;

/// The thematic initiative table of the rulebook, per Rocket and type.
pub const THEMATIC: [(Rocket, [[u8; 3]; 4]); 7] = [
    (Rocket::Soyuz, [[0, 3, 6], [1, 3, 4], [1, 2, 6], [1, 3, 7]]),
    (
        Rocket::SaturnIB,
        [[2, 3, 6], [1, 2, 6], [1, 4, 6], [0, 1, 3]],
    ),
    (
        Rocket::Ariane5,
        [[1, 4, 6], [0, 3, 6], [2, 3, 6], [3, 4, 6]],
    ),
    (
        Rocket::LongMarch2F,
        [[1, 3, 5], [1, 3, 7], [0, 3, 6], [2, 3, 6]],
    ),
    (
        Rocket::FalconHeavy,
        [[1, 3, 7], [1, 3, 5], [0, 3, 6], [1, 2, 6]],
    ),
    (Rocket::N1, [[1, 2, 6], [0, 1, 3], [1, 3, 5], [0, 1, 6]]),
    (
        Rocket::SaturnV,
        [[0, 3, 6], [2, 3, 6], [1, 3, 7], [1, 3, 5]],
    ),
];

/// The thematic initiatives of a Rocket, per type.
pub fn thematic(rocket: Rocket) -> [[u8; 3]; 4] {
    THEMATIC
        .iter()
        .find(|(r, _)| *r == rocket)
        .map(|(_, t)| *t)
        .unwrap_or([STANDARD_INITIATIVES; 4])
}

/// The Control card in slot `i` (0..16) of a Rocket: slots 0..12 are the
/// standard cards (type `i / 3`, initiative `STANDARD_INITIATIVES[i % 3]`),
/// slots 12..16 the Rocket-specific cards in table order.
pub fn control_def(rocket: Rocket, slot: usize) -> Option<ControlDef> {
    if slot < 12 {
        return Some(ControlDef {
            section: Section::from_index(slot / 3)?,
            initiative: *STANDARD_INITIATIVES.get(slot % 3)?,
        });
    }
    rocket_specific(rocket).get(slot - 12).copied().flatten()
}

/// The four Rocket-specific Control cards: the thematic initiatives that are
/// not standard, by type.
pub fn rocket_specific(rocket: Rocket) -> [Option<ControlDef>; 4] {
    let t = thematic(rocket);
    let mut out = [None; 4];
    let mut k = 0;
    for (si, inits) in t.iter().enumerate() {
        let mut std_left = STANDARD_INITIATIVES;
        let mut used = [false; 3];
        for &v in inits {
            if let Some(j) = (0..3).find(|&j| !used[j] && std_left[j] == v) {
                used[j] = true;
                std_left[j] = u8::MAX;
            } else if let (Some(slot), Some(section)) = (out.get_mut(k), Section::from_index(si)) {
                *slot = Some(ControlDef {
                    section,
                    initiative: v,
                });
                k += 1;
            }
        }
    }
    out
}

/// The standard slots the thematic setup removes for a Rocket (a bit per slot).
pub fn thematic_removed(rocket: Rocket) -> u16 {
    let t = thematic(rocket);
    let mut removed = 0u16;
    for (si, inits) in t.iter().enumerate() {
        for (j, &sv) in STANDARD_INITIATIVES.iter().enumerate() {
            if !inits.contains(&sv) {
                removed |= 1 << (si * 3 + j);
            }
        }
    }
    removed
}

const fn take(s: Section) -> Ability {
    Ability::new(
        Timing::Reusable(s),
        Effect::Move(mv(Thing::Cards(s.set()), Place::Universe, Place::Agency, 1)),
    )
}

const fn draw(s: Section, n: u8) -> Ability {
    Ability::new(
        Timing::Reusable(s),
        Effect::Move(mv(Thing::Cards(Sections::ANY), Place::Deck, Place::Hand, n)),
    )
}

const fn lab(s: Section, n: u8) -> Ability {
    Ability::new(
        Timing::Reusable(s),
        Effect::Move(mv(Thing::Cards(Sections::ANY), Place::Hand, Place::Lab, n)),
    )
}

macro_rules! control_table {
    ($s:expr) => {
        [
            &[take($s), draw($s, 2)],
            &[take($s), draw($s, 1)],
            &[take($s), lab($s, 1)],
            &[take($s)],
            &[take($s), lab($s, 1)],
            &[take($s), draw($s, 1)],
            &[take($s)],
            &[take($s)],
        ]
    };
}

const P_TABLE: [&[Ability]; 8] = control_table!(Section::Propaganda);
const T_TABLE: [&[Ability]; 8] = control_table!(Section::Technology);
const S_TABLE: [&[Ability]; 8] = control_table!(Section::SpacePrograms);
const B_TABLE: [&[Ability]; 8] = control_table!(Section::Breakthroughs);
const P1: &[Ability] = &[
    take(Section::Propaganda),
    Ability::new(
        Timing::Reusable(Section::Propaganda),
        Effect::RecoverControl,
    ),
];

/// The abilities of the Control card of this type and initiative (designed:
/// every Control card takes one card of its type from the Universe into your
/// Agency; low initiatives add a draw or a Lab card; Propaganda 1 recovers a
/// played Control card, the rulebook's exception).
pub const fn control_abilities(section: Section, initiative: u8) -> &'static [Ability] {
    let i = if initiative > 7 {
        7
    } else {
        initiative as usize
    };
    match section {
        Section::Propaganda if initiative == 1 => P1,
        Section::Propaganda => P_TABLE[i],
        Section::Technology => T_TABLE[i],
        Section::SpacePrograms => S_TABLE[i],
        Section::Breakthroughs => B_TABLE[i],
    }
}
