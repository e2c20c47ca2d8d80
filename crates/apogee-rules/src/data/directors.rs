//! The 12 Space Mission Director cards (Mission Directors chapter).
//!
//! Names, companies, nations, Authority and Specialties are given. The card's
//! "credit gain per turn", "per successful launch" and "per Technology sale"
//! figures are not printed in our rulebook copy: every Director uses the
//! rulebook's own figures (the quarterly table, 80,000 per launch, 40,000 per
//! sale), a ruling (ruling R4 in the crate documentation).

use cardgame_core::Provenance;

/// Number of Director cards.
pub const DIRECTOR_COUNT: usize = 12;

/// A Director's Nation (Nation Interventions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Nation {
    /// Discard an R&D Technology from a chosen Director's reserve.
    UnitedStates,
    /// Discard up to 2 dice from a chosen Director's reserve.
    RussianFederation,
    /// Randomly discard 1 Engineer from a chosen Director's hand.
    China,
}

impl Nation {
    /// The Nation's name.
    pub const fn name(self) -> &'static str {
        match self {
            Nation::UnitedStates => "United States",
            Nation::RussianFederation => "Russian Federation",
            Nation::China => "People's Republic of China",
        }
    }
}

/// A Director's once-per-game Specialty, interpreted by `rules::administration`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DirectorSpecialty {
    /// Immediately receive n thousand credits.
    Gain(u8),
    /// Keep all First Stages after a successful launch this Administration phase.
    KeepFirstStages,
    /// Sell any number of reserve Technologies on the Public Market.
    SellAny,
    /// Build for free a Payload from the reserve.
    FreeBuildPayload,
    /// Build for free a "Nuclear" Technology from the reserve.
    FreeBuildNuclear,
    /// Acquire a Technology from a river.
    AcquireRiver,
    /// Draw n R&D cards into the reserve.
    DrawRnd(u8),
    /// Sell a built Technology on the Public Market for n thousand.
    SellBuilt(u8),
    /// The rocket's total thrust +n this turn.
    ThrustBonus(u8),
    /// The Authority needed at the Space Operations Center −n (units) this turn.
    AuthorityReduction(u8),
    /// Dismiss any number of Engineers for n thousand each.
    DismissForCredits(u8),
    /// Recruit n Senior Engineers.
    RecruitSeniors(u8),
}

/// One Mission Director card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DirectorCard {
    /// Name.
    pub name: &'static str,
    /// Company.
    pub company: &'static str,
    /// Nation.
    pub nation: Nation,
    /// Authority (whole points).
    pub authority: u8,
    /// Specialty.
    pub specialty: DirectorSpecialty,
    /// Thousands of credits per successful launch (R4).
    pub launch_credits: u8,
    /// Thousands of credits per Technology sold (R4).
    pub sale_credits: u8,
    /// Where the entry comes from.
    pub provenance: Provenance,
}

const fn d(
    name: &'static str,
    company: &'static str,
    nation: Nation,
    authority: u8,
    specialty: DirectorSpecialty,
) -> DirectorCard {
    DirectorCard {
        name,
        company,
        nation,
        authority,
        specialty,
        launch_credits: 80,
        sale_credits: 40,
        provenance: Provenance::Rulebook,
    }
}

use DirectorSpecialty as S;
use Nation::{China, RussianFederation as Russia, UnitedStates as Usa};

/// Every Director card, by id.
#[rustfmt::skip]
pub const DIRECTORS: [DirectorCard; DIRECTOR_COUNT] = [
    d("Andrew Wingfield", "Raw Universe", Usa, 5, S::Gain(60)),
    d("Harper Tompkins", "Space8", Usa, 8, S::KeepFirstStages),
    d("Liam Van Horn", "Blaze Influence", Usa, 12, S::SellAny),
    d("Laura Grey Walter", "Orbiter Systems", Usa, 15, S::FreeBuildPayload),
    d("Ekaterina Vostochny", "Sloy Energiya", Russia, 2, S::FreeBuildNuclear),
    d("Yelena Tereshkova", "Meteor Group", Russia, 6, S::AcquireRiver),
    d("Mikhail Korolev", "Red Stars", Russia, 10, S::DrawRnd(2)),
    d("Anatoliy Feoktistov", "Plamya Aerospace", Russia, 14, S::SellBuilt(80)),
    d("Yang Jinmei", "Opal System", China, 1, S::ThrustBonus(2)),
    d("Shuguang Jun", "Chih Sung-Tzu 3", China, 5, S::AuthorityReduction(4)),
    d("Zhang Kang", "Dragon Flight", China, 7, S::DismissForCredits(20)),
    d("Fei Lihua", "Astral Energy", China, 16, S::RecruitSeniors(2)),
];

/// The card of an id (a safe default for ids out of range).
pub fn director(id: u8) -> &'static DirectorCard {
    &DIRECTORS[usize::from(id) % DIRECTOR_COUNT]
}

/// The id of the Director with this name.
pub fn by_name(name: &str) -> Option<u8> {
    DIRECTORS
        .iter()
        .position(|d| d.name == name)
        .map(|i| i as u8)
}
