//! Control cards: 12 standard per faction (3 of each type) and 4 specific to
//! each Rocket (thematic setup).
//!
//! Rulebook-given: the thematic initiative table (`THEMATIC`), that initiative
//! 3 makes a faction dedicated, and that Propaganda 1 is the exception to
//! "each Control card once per game". Derived: the standard set is
//! initiatives 1, 3, 6 of each type — the only set from which every Rocket's
//! thematic set is "remove four, add four" (docs ruling R3). Designed: the
//! abilities of each card.

use cardgame_core::Provenance;

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

    /// Where it comes from: its type and initiative are the rulebook's
    /// (the thematic table, and the standard set derived from it, ruling
    /// R3); its abilities are designed.
    pub const fn provenance(&self) -> Provenance {
        Provenance::Named
    }

    /// Its abilities (designed; see the module docs).
    #[inline]
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
pub const fn thematic(rocket: Rocket) -> [[u8; 3]; 4] {
    let mut i = 0;
    while i < THEMATIC.len() {
        if THEMATIC[i].0 as u8 == rocket as u8 {
            return THEMATIC[i].1;
        }
        i += 1;
    }
    [STANDARD_INITIATIVES; 4]
}

/// The Control card in slot `i` (0..16) of a Rocket: slots 0..12 are the
/// standard cards (type `i / 3`, initiative `STANDARD_INITIATIVES[i % 3]`),
/// slots 12..16 the Rocket-specific cards in table order.
#[inline]
pub fn control_def(rocket: Rocket, slot: usize) -> Option<ControlDef> {
    CONTROL_DEFS
        .get(rocket as usize)
        .and_then(|r| r.get(slot))
        .copied()
        .flatten()
}

/// The four Rocket-specific Control cards: the thematic initiatives that are
/// not standard, by type.
pub fn rocket_specific(rocket: Rocket) -> [Option<ControlDef>; 4] {
    rocket_specific_of(rocket)
}

const fn rocket_specific_of(rocket: Rocket) -> [Option<ControlDef>; 4] {
    let t = thematic(rocket);
    let mut out = [None; 4];
    let mut k = 0;
    let mut si = 0;
    while si < 4 {
        let mut std_left = STANDARD_INITIATIVES;
        let mut v = 0;
        while v < 3 {
            let init = t[si][v];
            let mut j = 0;
            let mut found = false;
            while j < 3 {
                if std_left[j] == init {
                    std_left[j] = u8::MAX;
                    found = true;
                    break;
                }
                j += 1;
            }
            if !found && k < 4 {
                if let Some(section) = Section::from_index(si) {
                    out[k] = Some(ControlDef {
                        section,
                        initiative: init,
                    });
                    k += 1;
                }
            }
            v += 1;
        }
        si += 1;
    }
    out
}

/// Every Control card slot of every Rocket (indexed by `Rocket as usize`).
const CONTROL_DEFS: [[Option<ControlDef>; CONTROL_SLOTS]; 7] = {
    let mut out = [[None; CONTROL_SLOTS]; 7];
    let mut r = 0;
    while r < 7 {
        let rocket = Rocket::ALL[r];
        let mut slot = 0;
        while slot < 12 {
            if let Some(section) = Section::from_index(slot / 3) {
                out[rocket as usize][slot] = Some(ControlDef {
                    section,
                    initiative: STANDARD_INITIATIVES[slot % 3],
                });
            }
            slot += 1;
        }
        let specific = rocket_specific_of(rocket);
        let mut k = 0;
        while k < 4 {
            out[rocket as usize][12 + k] = specific[k];
            k += 1;
        }
        r += 1;
    }
    out
};

/// The abilities of the Control card in each slot of each Rocket (indexed
/// by `Rocket as usize`; none for an empty slot): an active card's
/// abilities in one lookup, without working out its [`ControlDef`].
pub(crate) const SLOT_ABILITIES: [[&[Ability]; CONTROL_SLOTS]; 7] = {
    let mut out: [[&[Ability]; CONTROL_SLOTS]; 7] = [[&[]; CONTROL_SLOTS]; 7];
    let mut r = 0;
    while r < 7 {
        let mut slot = 0;
        while slot < CONTROL_SLOTS {
            if let Some(d) = CONTROL_DEFS[r][slot] {
                out[r][slot] = d.abilities();
            }
            slot += 1;
        }
        r += 1;
    }
    out
};

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
