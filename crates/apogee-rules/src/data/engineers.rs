//! The 30 Engineer cards: 15 Junior and 15 Senior (Engineer Specialties).
//!
//! 22 Engineers and their Specialties are given by the rulebook; Rafał Góra
//! (7.2), Sebastian Von Braun (8.0), Carlotta Pelterie (9.2) and Patricia
//! Jackson (10.2) appear in the worked examples without a Specialty, which is
//! designed; four more Seniors are designed to reach 30. Card ids: Juniors
//! `0..15`, Seniors `15..30`, each in ascending Authority.

use cardgame_core::Provenance;

/// Number of Engineer cards.
pub const ENGINEER_COUNT: usize = 30;
/// Junior ids are `0..JUNIORS`, Senior ids `JUNIORS..30`.
pub const JUNIORS: u8 = 15;

/// Which Technology cards a whole-turn thrust bonus applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ThrustTarget {
    /// Each First Stage "Solid Propulsion".
    SolidFirstStage,
    /// Each First Stage "Liquid Propulsion".
    LiquidFirstStage,
    /// Each Upper Stage "Ion Engine".
    IonUpperStage,
    /// Each Upper Stage with the "Nuclear" characteristic.
    NuclearUpperStage,
}

/// Which reserve card a free build may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CostRule {
    /// Construction cost exactly this many thousand credits.
    Exactly(u8),
    /// Construction cost at most this many thousand credits.
    AtMost(u8),
}

/// An Engineer's Specialty, interpreted by `rules::planning`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EngineerSpecialty {
    /// Immediately replace a Technology river line of the player's choice.
    ReplaceRiver,
    /// For this turn, +n thrust to each matching card of the rocket.
    StageThrust(ThrustTarget, u8),
    /// On the Space Operations Center, counts this Authority (tenths) instead.
    SocAuthority(u8),
    /// Roll (need n+); on success acquire a Technology from a river.
    RollAcquireRiver(u8),
    /// Immediately acquire a Technology from a river.
    AcquireRiver,
    /// Roll (need `need`+); on success draw `cards` R&D cards into the reserve.
    RollDrawRnd {
        /// Lowest successful roll.
        need: u8,
        /// Cards drawn.
        cards: u8,
    },
    /// Immediately draw n R&D cards into the reserve.
    DrawRnd(u8),
    /// Roll (need `need`+); on success build for free a reserve card matching `rule`.
    RollFreeBuild {
        /// Lowest successful roll.
        need: u8,
        /// Which cards qualify.
        rule: CostRule,
    },
    /// Roll (need `need`+); on success gain `credits` thousand.
    RollGain {
        /// Lowest successful roll.
        need: u8,
        /// Thousands of credits.
        credits: u8,
    },
    /// Immediately gain n thousand credits.
    Gain(u8),
    /// Immediately sell a reserve card on the Public Market.
    SellReserve,
    /// Pay n thousand to acquire an extra launch die.
    BuyDie(u8),
    /// Immediately acquire an extra launch die.
    GainDie,
    /// For this turn, the rocket's total mass −n.
    MassReduction(u8),
    /// For this turn, the rocket's total thrust +n.
    ThrustBonus(u8),
    /// For this turn, every player's total Construction price −n thousand.
    ConstructionDiscount(u8),
    /// For this turn, +1 astronaut per "Conical Capsule".
    CapsuleAstronaut,
    /// Immediately replace the Investor river.
    ReplaceInvestors,
    /// For this turn, the Authority needed at the Space Operations Center −n (tenths).
    AuthorityReduction(u8),
}

impl EngineerSpecialty {
    /// Whether the Specialty lasts the whole turn (rather than acting at once).
    pub const fn whole_turn(self) -> bool {
        matches!(
            self,
            EngineerSpecialty::StageThrust(..)
                | EngineerSpecialty::MassReduction(_)
                | EngineerSpecialty::ThrustBonus(_)
                | EngineerSpecialty::ConstructionDiscount(_)
                | EngineerSpecialty::CapsuleAstronaut
                | EngineerSpecialty::AuthorityReduction(_)
        )
    }
}

/// One Engineer card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EngineerCard {
    /// Name.
    pub name: &'static str,
    /// Authority, in tenths.
    pub authority: u8,
    /// Senior (else Junior).
    pub senior: bool,
    /// Specialty.
    pub specialty: EngineerSpecialty,
    /// Where the entry comes from.
    pub provenance: Provenance,
}

const fn e(
    name: &'static str,
    authority: u8,
    senior: bool,
    specialty: EngineerSpecialty,
    provenance: Provenance,
) -> EngineerCard {
    EngineerCard {
        name,
        authority,
        senior,
        specialty,
        provenance,
    }
}

use CostRule::{AtMost, Exactly};
use EngineerSpecialty as S;
use Provenance::{Designed, Named, Rulebook};
use ThrustTarget as T;

/// Every Engineer card, by id.
#[rustfmt::skip]
pub const ENGINEERS: [EngineerCard; ENGINEER_COUNT] = [
    // Juniors.
    e("Irina Kemurdzhian", 4, false, S::ReplaceRiver, Rulebook),
    e("Kathy Johnson", 8, false, S::StageThrust(T::SolidFirstStage, 2), Rulebook),
    e("Malvina Glushko", 12, false, S::SocAuthority(82), Rulebook),
    e("Diane Dyson", 16, false, S::RollAcquireRiver(6), Rulebook),
    e("Qian Tao", 20, false, S::RollDrawRnd { need: 4, cards: 2 }, Rulebook),
    e("Florentina Coandă", 24, false, S::RollFreeBuild { need: 4, rule: Exactly(20) }, Rulebook),
    e("Oliver Hooker", 28, false, S::RollGain { need: 4, credits: 60 }, Rulebook),
    e("Matviy Lyulka", 32, false, S::SellReserve, Rulebook),
    e("Katalina Tsiolkovsky", 36, false, S::BuyDie(20), Rulebook),
    e("Natalie Resnik", 40, false, S::ReplaceRiver, Rulebook),
    e("Chandresh Gokhale", 44, false, S::MassReduction(1), Rulebook),
    e("Airi Horikoshi", 48, false, S::StageThrust(T::IonUpperStage, 1), Rulebook),
    e("Ethan N. Maughmer", 52, false, S::ConstructionDiscount(20), Rulebook),
    e("Kosuke Omi", 56, false, S::CapsuleAstronaut, Rulebook),
    e("Mark Faget", 60, false, S::ReplaceInvestors, Rulebook),
    // Seniors.
    e("Felipe de la Cierva", 64, true, S::SocAuthority(110), Rulebook),
    e("Marie-Ève de Havilland", 68, true, S::ReplaceRiver, Rulebook),
    e("Rafał Góra", 72, true, S::DrawRnd(1), Named),
    e("Patrick Dahm", 76, true, S::StageThrust(T::LiquidFirstStage, 1), Rulebook),
    e("Sebastian Von Braun", 80, true, S::ThrustBonus(2), Named),
    e("Géza Szebehely", 84, true, S::ReplaceRiver, Rulebook),
    e("Ilse Sänger", 88, true, S::RollGain { need: 5, credits: 80 }, Designed),
    e("Carlotta Pelterie", 92, true, S::AcquireRiver, Named),
    e("Hitesh Kalam", 96, true, S::StageThrust(T::NuclearUpperStage, 1), Rulebook),
    e("Amadou Diallo", 100, true, S::RollFreeBuild { need: 6, rule: AtMost(40) }, Designed),
    e("Patricia Jackson", 102, true, S::Gain(40), Named),
    e("Utto Küchemann", 108, true, S::MassReduction(2), Rulebook),
    e("Sofia Kibalchich", 112, true, S::AuthorityReduction(20), Designed),
    e("Rhea Ostrander", 116, true, S::GainDie, Designed),
    e("Pahal Chawla", 120, true, S::ReplaceInvestors, Rulebook),
];

const fn well_formed() -> bool {
    let mut i = 0;
    while i < ENGINEER_COUNT {
        if ENGINEERS[i].senior != (i as u8 >= JUNIORS) {
            return false;
        }
        if i > 0 && ENGINEERS[i].authority <= ENGINEERS[i - 1].authority {
            return false;
        }
        i += 1;
    }
    true
}
const _: () = assert!(well_formed());

/// The card of an id (a safe default for ids out of range).
pub fn engineer(id: u8) -> &'static EngineerCard {
    &ENGINEERS[usize::from(id) % ENGINEER_COUNT]
}

/// The Authority (tenths) of an Engineer.
pub fn authority(id: u8) -> u8 {
    engineer(id).authority
}

/// Whether an Engineer is a Senior.
pub fn is_senior(id: u8) -> bool {
    id >= JUNIORS
}

/// The Authority (tenths) an Engineer brings to the Space Operations Center.
pub fn soc_authority(id: u8) -> u8 {
    match engineer(id).specialty {
        EngineerSpecialty::SocAuthority(a) => a,
        _ => authority(id),
    }
}

/// The id of the Engineer with this name.
pub fn by_name(name: &str) -> Option<u8> {
    ENGINEERS
        .iter()
        .position(|e| e.name == name)
        .map(|i| i as u8)
}
