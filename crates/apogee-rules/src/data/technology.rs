//! The 110 Technology cards: 28 First Stage, 26 Upper Stage, 28 Payload and
//! 28 R&D (Box Contents).
//!
//! Cards are grouped in kinds (one name, one set of values); a card id
//! (`0..110`) is an index into [`TECH_CARDS`]. Ids are contiguous per type:
//! First Stage `0..28`, Upper Stage `28..54`, Payload `54..82`, R&D `82..110`.
//!
//! Rulebook-given values: Liquid Hydrogen Propulsion 5/4 (a "Liquid
//! Propulsion"), Ion Engine 2/1, Interplanetary Vessel 8/5, Booster x4 4/2
//! (Pedro's launch example), Small Shuttle 40,000, Pulsed Nuclear Propulsion
//! 80,000, Solar Sail 40,000 (construction example), Thermal Nuclear
//! Propulsion is a "Nuclear Propulsion" (design example). The characteristics
//! are those of the Technology Characteristics chapter. Everything else is
//! designed (rulings in the crate documentation).

use cardgame_core::Provenance;

use crate::state::CardBits;

/// Number of Technology cards.
pub const TECH_COUNT: usize = 110;

/// The four Technology types (and their piles).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TechType {
    /// First Stage.
    FirstStage,
    /// Upper Stage.
    UpperStage,
    /// Payload.
    Payload,
    /// R&D (no river).
    Rnd,
}

impl TechType {
    /// The four types in pile order.
    pub const ALL: [TechType; 4] = [
        TechType::FirstStage,
        TechType::UpperStage,
        TechType::Payload,
        TechType::Rnd,
    ];

    /// Index `0..4`.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The card ids of this type.
    pub const fn ids(self) -> core::ops::Range<u8> {
        match self {
            TechType::FirstStage => 0..28,
            TechType::UpperStage => 28..54,
            TechType::Payload => 54..82,
            TechType::Rnd => 82..110,
        }
    }

    /// The type's name.
    pub const fn name(self) -> &'static str {
        match self {
            TechType::FirstStage => "First Stage",
            TechType::UpperStage => "Upper Stage",
            TechType::Payload => "Payload",
            TechType::Rnd => "R&D",
        }
    }
}

/// A construction characteristic (Technology Characteristics chapter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Characteristic {
    /// No special rule.
    Plain,
    /// First Stage "Liquid Propulsion" (Engine Failure, Patrick Dahm, Aerospike Nozzle).
    LiquidPropulsion,
    /// First Stage "Solid Propulsion" (Kathy Johnson).
    SolidPropulsion,
    /// "Pulsed Nuclear Propulsion": Nuclear; compatible only with itself.
    PulsedNuclear,
    /// "Pulsed Laser Propulsion": compatible only with itself.
    PulsedLaser,
    /// "Single-Stage Orbital Launcher": both a First and an Upper Stage, alone, one per rocket.
    SingleStageOrbital,
    /// "Ion Engine": compatible only with other Ion Engines.
    IonEngine,
    /// "Nuclear Propulsion": Nuclear; compatible only with other Nuclear Propulsion.
    NuclearPropulsion,
    /// "Crewed flight" for this many astronauts.
    Crewed(u8),
    /// "Extra Seat": +1 astronaut, one per Crewed flight Payload.
    ExtraSeat,
    /// "Aerospike Nozzle": total mass −n with a Liquid Propulsion First Stage, one per such stage.
    Aerospike(u8),
    /// "Heavy" Version: First Stage thrust ×2, one per rocket.
    HeavyVersion,
    /// "Reuse": First Stages stay on the pad after a successful launch.
    Reuse,
    /// "Pressurization": a Cargo carries 2 astronauts, one per Cargo.
    Pressurization,
    /// "CubeSat": costs nothing and earns this many thousand credits when built.
    CubeSat(u8),
}

/// The name of a Technology kind (several cards share a kind).
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TechName {
    // First Stage
    LiquidHydrogenPropulsion,
    KeroseneLiquidPropulsion,
    MethaneLiquidPropulsion,
    SolidRocketMotor,
    HeavySolidRocketMotor,
    PulsedNuclearPropulsion,
    PulsedLaserPropulsion,
    SingleStageOrbitalLauncher,
    // Upper Stage
    IonEngine,
    ThermalNuclearPropulsion,
    NuclearElectricPropulsion,
    CryogenicUpperStage,
    HypergolicUpperStage,
    StorablePropellantStage,
    // Payload
    Satellite,
    Cargo,
    Rover,
    ConicalCapsule,
    SmallShuttle,
    InterplanetaryVessel,
    SpaceProbe,
    // R&D
    BoosterX4,
    BoosterX2,
    SolarSail,
    ExtraSeat,
    AerospikeNozzle1,
    AerospikeNozzle2,
    HeavyVersion,
    Reuse,
    Pressurization,
    CubeSat20,
    CubeSat40,
}

/// One Technology kind: the values printed on its cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TechKind {
    /// Which kind.
    pub id: TechName,
    /// Card title.
    pub name: &'static str,
    /// Type.
    pub ty: TechType,
    /// Construction cost, in thousands of credits.
    pub cost: u8,
    /// Thrust.
    pub thrust: u8,
    /// Mass.
    pub mass: u8,
    /// Construction characteristic.
    pub characteristic: Characteristic,
    /// How many cards of this kind are in the box.
    pub count: u8,
    /// Where the entry comes from.
    pub provenance: Provenance,
}

#[allow(clippy::too_many_arguments)]
const fn k(
    id: TechName,
    name: &'static str,
    ty: TechType,
    cost: u8,
    thrust: u8,
    mass: u8,
    characteristic: Characteristic,
    count: u8,
    provenance: Provenance,
) -> TechKind {
    TechKind {
        id,
        name,
        ty,
        cost,
        thrust,
        mass,
        characteristic,
        count,
        provenance,
    }
}

use Characteristic as C;
use Provenance::{Designed, Named, Rulebook};
use TechName as N;
use TechType::{FirstStage as FS, Payload as PL, Rnd as RD, UpperStage as US};

/// Every Technology kind, in card-id order.
#[rustfmt::skip]
pub const TECH_KINDS: [TechKind; 32] = [
    // First Stage: 28 cards.
    k(N::LiquidHydrogenPropulsion, "Liquid Hydrogen Propulsion", FS, 20, 5, 4, C::LiquidPropulsion, 6, Rulebook),
    k(N::KeroseneLiquidPropulsion, "Kerosene Liquid Propulsion", FS, 20, 6, 5, C::LiquidPropulsion, 5, Designed),
    k(N::MethaneLiquidPropulsion, "Methane Liquid Propulsion", FS, 40, 8, 5, C::LiquidPropulsion, 3, Designed),
    k(N::SolidRocketMotor, "Solid Rocket Motor", FS, 20, 6, 4, C::SolidPropulsion, 4, Designed),
    k(N::HeavySolidRocketMotor, "Heavy Solid Rocket Motor", FS, 40, 9, 6, C::SolidPropulsion, 3, Designed),
    k(N::PulsedNuclearPropulsion, "Pulsed Nuclear Propulsion", FS, 80, 12, 5, C::PulsedNuclear, 3, Named),
    k(N::PulsedLaserPropulsion, "Pulsed Laser Propulsion", FS, 60, 10, 4, C::PulsedLaser, 2, Named),
    k(N::SingleStageOrbitalLauncher, "Single-Stage Orbital Launcher", FS, 80, 14, 6, C::SingleStageOrbital, 2, Named),
    // Upper Stage: 26 cards.
    k(N::IonEngine, "Ion Engine", US, 20, 2, 1, C::IonEngine, 6, Rulebook),
    k(N::ThermalNuclearPropulsion, "Thermal Nuclear Propulsion", US, 60, 7, 3, C::NuclearPropulsion, 3, Named),
    k(N::NuclearElectricPropulsion, "Nuclear Electric Propulsion", US, 40, 4, 1, C::NuclearPropulsion, 2, Designed),
    k(N::CryogenicUpperStage, "Cryogenic Upper Stage", US, 20, 4, 3, C::Plain, 6, Designed),
    k(N::HypergolicUpperStage, "Hypergolic Upper Stage", US, 20, 3, 2, C::Plain, 5, Designed),
    k(N::StorablePropellantStage, "Storable Propellant Stage", US, 40, 5, 3, C::Plain, 4, Designed),
    // Payload: 28 cards.
    k(N::Satellite, "Satellite", PL, 20, 0, 2, C::Plain, 6, Named),
    k(N::Cargo, "Cargo", PL, 20, 0, 3, C::Plain, 6, Named),
    k(N::Rover, "Rover", PL, 40, 0, 3, C::Plain, 3, Named),
    k(N::ConicalCapsule, "Conical Capsule", PL, 20, 0, 2, C::Crewed(2), 4, Named),
    k(N::SmallShuttle, "Small Shuttle", PL, 40, 1, 3, C::Crewed(3), 4, Named),
    k(N::InterplanetaryVessel, "Interplanetary Vessel", PL, 80, 8, 5, C::Crewed(4), 3, Rulebook),
    k(N::SpaceProbe, "Space Probe", PL, 20, 0, 1, C::Plain, 2, Designed),
    // R&D: 28 cards.
    k(N::BoosterX4, "Booster x4", RD, 20, 4, 2, C::Plain, 3, Rulebook),
    k(N::BoosterX2, "Booster x2", RD, 20, 2, 1, C::Plain, 3, Designed),
    k(N::SolarSail, "Solar Sail", RD, 40, 1, 0, C::Plain, 3, Named),
    k(N::ExtraSeat, "Extra Seat", RD, 20, 0, 1, C::ExtraSeat, 3, Named),
    k(N::AerospikeNozzle1, "Aerospike Nozzle -1", RD, 40, 0, 0, C::Aerospike(1), 2, Named),
    k(N::AerospikeNozzle2, "Aerospike Nozzle -2", RD, 60, 0, 0, C::Aerospike(2), 1, Named),
    k(N::HeavyVersion, "Heavy Version", RD, 60, 0, 1, C::HeavyVersion, 2, Named),
    k(N::Reuse, "Reuse", RD, 40, 0, 0, C::Reuse, 2, Named),
    k(N::Pressurization, "Pressurization", RD, 20, 0, 1, C::Pressurization, 3, Named),
    k(N::CubeSat20, "CubeSat 20", RD, 0, 0, 1, C::CubeSat(20), 4, Named),
    k(N::CubeSat40, "CubeSat 40", RD, 0, 0, 1, C::CubeSat(40), 2, Named),
];

const fn build_cards() -> [u8; TECH_COUNT] {
    let mut out = [0u8; TECH_COUNT];
    let mut i = 0;
    let mut kind = 0;
    while kind < TECH_KINDS.len() {
        let mut c = 0;
        while c < TECH_KINDS[kind].count {
            out[i] = kind as u8;
            i += 1;
            c += 1;
        }
        kind += 1;
    }
    out
}

/// The kind index (into [`TECH_KINDS`]) of each card id.
pub const TECH_CARDS: [u8; TECH_COUNT] = build_cards();

const fn count_type(ty: TechType) -> usize {
    let mut n = 0;
    let mut kind = 0;
    while kind < TECH_KINDS.len() {
        if TECH_KINDS[kind].ty as u8 == ty as u8 {
            n += TECH_KINDS[kind].count as usize;
        }
        kind += 1;
    }
    n
}

const _: () = assert!(count_type(TechType::FirstStage) == 28);
const _: () = assert!(count_type(TechType::UpperStage) == 26);
const _: () = assert!(count_type(TechType::Payload) == 28);
const _: () = assert!(count_type(TechType::Rnd) == 28);

const fn ids_match_types() -> bool {
    let mut i = 0;
    while i < TECH_COUNT {
        let ty = TECH_KINDS[TECH_CARDS[i] as usize].ty;
        let r = ty.ids();
        if (i as u8) < r.start || (i as u8) >= r.end {
            return false;
        }
        i += 1;
    }
    true
}
const _: () = assert!(ids_match_types());

/// The kind of a card (a safe default for ids out of range: never used by the rules).
pub fn kind(card: u8) -> &'static TechKind {
    let k = TECH_CARDS.get(usize::from(card)).copied().unwrap_or(0);
    &TECH_KINDS[usize::from(k) % TECH_KINDS.len()]
}

/// The card title of a card id ("no such Technology" beyond the 110).
pub fn name(card: u8) -> &'static str {
    if usize::from(card) < TECH_COUNT {
        kind(card).name
    } else {
        "no such Technology"
    }
}

const fn build_types() -> [TechType; TECH_COUNT] {
    let mut out = [TechType::FirstStage; TECH_COUNT];
    let mut i = 0;
    while i < TECH_COUNT {
        out[i] = TECH_KINDS[TECH_CARDS[i] as usize].ty;
        i += 1;
    }
    out
}

/// The type of each card id (one read where [`kind`] takes two).
const TECH_TYPES: [TechType; TECH_COUNT] = build_types();

/// The type of a card id (out-of-range ids read as [`kind`] reads them).
pub fn tech_type(card: u8) -> TechType {
    TECH_TYPES
        .get(usize::from(card))
        .copied()
        .unwrap_or(TECH_KINDS[0].ty)
}

impl TechKind {
    /// The Technology types a built card of this kind counts as, one bit
    /// per [`TechType::index`]: its own type, and for the Single-Stage
    /// Orbital Launcher ("considered both a First Stage and an Upper Stage
    /// Technology") the Upper Stage too.
    pub const fn type_bits(&self) -> u8 {
        let own = 1 << self.ty.index();
        match self.characteristic {
            Characteristic::SingleStageOrbital => own | 1 << TechType::UpperStage.index(),
            _ => own,
        }
    }
}

impl TechName {
    /// The card title of the kind.
    pub fn title(self) -> &'static str {
        TECH_KINDS
            .iter()
            .find(|k| k.id == self)
            .map_or("?", |k| k.name)
    }
}

impl Characteristic {
    /// The characteristic as the rulebook names it.
    pub const fn name(self) -> &'static str {
        match self {
            Characteristic::Plain => "no characteristic",
            Characteristic::LiquidPropulsion => "Liquid Propulsion",
            Characteristic::SolidPropulsion => "Solid Propulsion",
            Characteristic::PulsedNuclear => "Pulsed Nuclear Propulsion",
            Characteristic::PulsedLaser => "Pulsed Laser Propulsion",
            Characteristic::SingleStageOrbital => "Single-Stage Orbital Launcher",
            Characteristic::IonEngine => "Ion Engine",
            Characteristic::NuclearPropulsion => "Nuclear Propulsion",
            Characteristic::Crewed(_) => "Crewed flight",
            Characteristic::ExtraSeat => "Extra Seat",
            Characteristic::Aerospike(_) => "Aerospike Nozzle",
            Characteristic::HeavyVersion => "Heavy Version",
            Characteristic::Reuse => "Reuse",
            Characteristic::Pressurization => "Pressurization",
            Characteristic::CubeSat(_) => "CubeSat",
        }
    }

    /// Whether the characteristic is "Nuclear" (Anti-Nuclear Demonstration,
    /// Mission 9, Ekaterina Vostochny, solo Event 03).
    pub const fn is_nuclear(self) -> bool {
        matches!(
            self,
            Characteristic::PulsedNuclear | Characteristic::NuclearPropulsion
        )
    }

    /// The astronauts of a "Crewed flight" Payload.
    pub const fn crew(self) -> u8 {
        match self {
            Characteristic::Crewed(n) => n,
            _ => 0,
        }
    }
}

/// What the building rules read of a built card, packed in one word for
/// [`crate::state::BuiltByType`]: bits 0-1 the type index; bits 2-4 a First
/// Stage's propulsion bit and bits 5-7 an Upper Stage's (as
/// `BuiltByType::first_kinds` and `upper_kinds` keep them); bit 8 a
/// Single-Stage Orbital Launcher; bit 9 a Heavy Version.
const fn pad_fact(k: &TechKind) -> u16 {
    use Characteristic as C;
    let mut f = k.ty as u16;
    match k.ty {
        TechType::FirstStage => {
            f |= match k.characteristic {
                C::PulsedNuclear => 0b001,
                C::PulsedLaser => 0b010,
                _ => 0b100,
            } << 2;
            if matches!(k.characteristic, C::SingleStageOrbital) {
                f |= 1 << 8;
            }
        }
        TechType::UpperStage => {
            f |= match k.characteristic {
                C::IonEngine => 0b001,
                C::NuclearPropulsion => 0b010,
                _ => 0b100,
            } << 5;
        }
        TechType::Payload => {}
        TechType::Rnd => {
            if matches!(k.characteristic, C::HeavyVersion) {
                f |= 1 << 9;
            }
        }
    }
    f
}

const fn build_pad_facts() -> [u16; TECH_COUNT] {
    let mut out = [0u16; TECH_COUNT];
    let mut i = 0;
    while i < TECH_COUNT {
        out[i] = pad_fact(&TECH_KINDS[TECH_CARDS[i] as usize]);
        i += 1;
    }
    out
}

/// [`pad_fact`] of each card id.
const PAD_FACTS: [u16; TECH_COUNT] = build_pad_facts();

/// What the building rules read of a built card (see `pad_fact`), in one
/// table read (ids out of range read as [`kind`] reads them).
pub(crate) fn pad_facts(card: u8) -> u16 {
    PAD_FACTS
        .get(usize::from(card))
        .copied()
        .unwrap_or(pad_fact(&TECH_KINDS[0]))
}

/// The set of card ids `0..128` (the capacity of a card set) whose kind,
/// as [`kind`] reads it (the first kind for ids beyond the 110), passes
/// `$test`: a card set meets one of these when it holds a card of that
/// type or characteristic, with no table read per card.
macro_rules! cards_where {
    (|$k:ident| $test:expr) => {{
        let mut words = [0u64; 2];
        let mut c = 0;
        while c < 128 {
            let $k = if c < TECH_COUNT {
                &TECH_KINDS[TECH_CARDS[c] as usize]
            } else {
                &TECH_KINDS[0]
            };
            if $test {
                words[c / 64] |= 1 << (c % 64);
            }
            c += 1;
        }
        CardBits::from_words(words)
    }};
}

/// The cards of each type, by [`TechType::index`].
pub(crate) const TYPE_CARDS: [CardBits; 4] = [
    cards_where!(|k| k.ty as u8 == TechType::FirstStage as u8),
    cards_where!(|k| k.ty as u8 == TechType::UpperStage as u8),
    cards_where!(|k| k.ty as u8 == TechType::Payload as u8),
    cards_where!(|k| k.ty as u8 == TechType::Rnd as u8),
];

/// The Single-Stage Orbital Launchers.
pub(crate) const SINGLE_STAGE_CARDS: CardBits =
    cards_where!(|k| matches!(k.characteristic, Characteristic::SingleStageOrbital));

/// The card ids of a kind.
pub fn cards_of(name: TechName) -> core::ops::Range<u8> {
    let mut id = 0u8;
    for kind in TECH_KINDS.iter() {
        if kind.id == name {
            return id..id.saturating_add(kind.count);
        }
        id = id.saturating_add(kind.count);
    }
    0..0
}
