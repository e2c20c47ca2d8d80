//! The 162 Space Race cards (40 Propaganda, 41 Technology, 41 Space Program,
//! 40 Breakthrough), written in the ability grammar of [`super`].
//!
//! Named by the rulebook (marked `.given()`, `Provenance::Named`): Area 51 (a level 3 Propaganda card),
//! Science Popularisation ("whenever a Propaganda or Technology card enters
//! your Agency, you may place an Astronaut on a Project") and Chang'e Program
//! (Bureaucracy: if dedicated, move 1 card from your hand to your Lab); the
//! rest of those cards and every other card are designed: the names follow
//! the history of spaceflight, the abilities are the appendix's examples
//! (take a card from the Universe, draw up to 3, up to 2 to the Lab, move an
//! astronaut between zones, place two astronauts on the Launch Pad, the
//! combined draw/Lab ability, the Technology draw-and-reveal special, the
//! zone trigger) spread over the four sections, with eight Leaders. Two
//! Breakthrough cards "exhaust an Astronaut" (the appendix's wording): Van
//! Allen Belts when it enters your Agency, Long-Duration Flight in every
//! Bureaucracy step.

use super::{
    mv, Ability, CardDef, Effect, Move, Penalty, Place, Section, Sections, Thing, Timing, Trigger,
    Zones,
};
use cardgame_core::{CardSet, Provenance};
use Place::{Agency, Deck, Hand, Investments, Lab, Projects, Universe};
use Section::{Breakthroughs as B, Propaganda as P, SpacePrograms as S, Technology as T};

const ANY: Thing = Thing::Cards(Sections::ANY);
const ASTRO: Thing = Thing::Astronauts;
const EXH: Thing = Thing::ExhaustedAstronauts;

const fn m(thing: Thing, from: Place, to: Place, n: u8) -> Effect {
    Effect::Move(mv(thing, from, to, n))
}
const fn take(s: Sections, to: Place) -> Effect {
    Effect::Move(mv(Thing::Cards(s), Universe, to, 1))
}
const fn comb(n: u8, top: Move, bottom: Move) -> Effect {
    Effect::Combined { n, top, bottom }
}
const fn re(s: Section, e: Effect) -> Ability {
    Ability::new(Timing::Reusable(s), e)
}
const fn su(s: Section, e: Effect) -> Ability {
    Ability::new(Timing::SingleUse(s), e)
}
const fn imm(e: Effect) -> Ability {
    Ability::new(Timing::Immediate, e)
}
const fn bur(e: Effect) -> Ability {
    Ability::new(Timing::Bureaucracy, e)
}
const fn may_bur(e: Effect) -> Ability {
    Ability::new(Timing::MayBureaucracy, e)
}
const fn perm(t: Trigger, e: Effect) -> Ability {
    Ability::new(Timing::Permanent(t), e)
}
const fn card(
    name: &'static str,
    section: Section,
    levels: [u8; 4],
    abilities: &'static [Ability],
) -> CardDef {
    CardDef {
        name,
        section,
        leader: false,
        levels,
        dedicates: false,
        abilities,
        provenance: Provenance::Designed,
    }
}

impl CardDef {
    const fn given(mut self) -> CardDef {
        self.provenance = Provenance::Named;
        self
    }
    const fn leader(mut self) -> CardDef {
        self.leader = true;
        self
    }
    const fn dedicating(mut self) -> CardDef {
        self.dedicates = true;
        self
    }
}

/// How many Space Race cards.
pub const CARD_COUNT: usize = 162;

/// Every Space Race card; a card's id is its index.
#[rustfmt::skip]
pub const CARDS: [CardDef; CARD_COUNT] = [
    card("Area 51", P, [3, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 2)), su(P, take(Sections::ANY, Agency))]).given(),
    card("Science Popularisation", P, [1, 1, 0, 0], &[perm(Trigger::CardEntersAgency(Sections::P.or(Sections::T)), m(ASTRO, Agency, Projects, 1))]).given(),
    card("Sergei Korolev", P, [2, 0, 0, 0], &[re(P, take(Sections::ANY, Hand)), imm(m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]).leader(),
    card("Wernher von Braun", P, [3, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 2)), imm(take(Sections::T, Agency))]).leader(),
    card("James Webb", P, [2, 0, 0, 0], &[re(P, m(ANY, Hand, Lab, 2)), imm(m(ANY, Deck, Hand, 2))]).leader(),
    card("Qian Xuesen", P, [3, 0, 0, 0], &[re(P, take(Sections::S, Agency)), imm(m(ANY, Deck, Lab, 1))]).leader(),
    card("Hubert Curien", P, [2, 0, 0, 0], &[re(P, comb(3, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]).leader(),
    card("Valentin Glushko", P, [3, 0, 0, 0], &[re(P, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2)), imm(m(ANY, Deck, Hand, 1))]).leader(),
    card("Gene Kranz", P, [2, 0, 0, 0], &[re(P, Effect::Refresh(2)), re(P, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]).leader(),
    card("Mstislav Keldysh", P, [3, 0, 0, 0], &[re(P, m(ANY, Deck, Lab, 1)), imm(Effect::Uncover)]).leader(),
    card("Sputnik Crisis", P, [1, 0, 0, 0], &[imm(m(ANY, Deck, Lab, 2)).invest(2, Penalty::None)]),
    card("Kitchen Debate", P, [2, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 1)), may_bur(m(ANY, Hand, Lab, 1))]),
    card("Space Race Headlines", P, [1, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 2))]),
    card("Moon Speech", P, [2, 0, 1, 0], &[re(P, take(Sections::P, Agency))]),
    card("Red Square Parade", P, [1, 0, 0, 0], &[re(P, m(ANY, Hand, Lab, 1)), su(P, m(ANY, Deck, Hand, 3))]),
    card("Astronaut Tour", P, [3, 0, 0, 0], &[re(P, comb(2, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Magazine Exclusive", P, [2, 0, 0, 0], &[re(P, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]),
    card("Ticker-Tape Parade", P, [1, 0, 0, 0], &[su(P, take(Sections::ANY, Agency))]),
    card("Newsreel", P, [2, 1, 0, 0], &[imm(m(ANY, Deck, Hand, 2)), bur(Effect::Nothing).invest(1, Penalty::CoverThisCard)]),
    card("Radio Moscow", P, [2, 0, 0, 0], &[re(P, m(ANY, Lab, Hand, 1)), re(P, m(ANY, Deck, Lab, 1)).when_dedicated()]),
    card("Voice of America", P, [1, 0, 0, 0], &[re(P, take(Sections::T, Agency))]),
    card("World's Fair Pavilion", P, [3, 0, 0, 0], &[re(P, Effect::Uncover), su(P, m(ANY, Hand, Lab, 2))]),
    card("Recruitment Drive", P, [1, 0, 0, 0], &[imm(m(ANY, Deck, Lab, 2)).invest(2, Penalty::None)]),
    card("Cosmonaut Stamps", P, [2, 0, 0, 1], &[re(P, m(ANY, Deck, Hand, 1)), may_bur(m(ANY, Hand, Lab, 1))]),
    card("Science Fiction Boom", P, [1, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 2))]),
    card("Public Broadcast", P, [2, 0, 0, 0], &[re(P, take(Sections::P, Agency))]),
    card("Press Conference", P, [1, 0, 0, 0], &[re(P, m(ANY, Hand, Lab, 1)), su(P, m(ANY, Deck, Hand, 3))]),
    card("Goodwill Tour", P, [3, 0, 0, 0], &[re(P, comb(2, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Space Camp", P, [2, 0, 1, 0], &[re(P, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]),
    card("Popular Mechanics", P, [1, 0, 0, 0], &[su(P, take(Sections::ANY, Agency))]),
    card("Missile Gap", P, [2, 0, 0, 0], &[imm(m(ANY, Deck, Hand, 2)), bur(Effect::Nothing).invest(1, Penalty::CoverThisCard)]),
    card("Iron Curtain", P, [2, 0, 0, 0], &[re(P, m(ANY, Lab, Hand, 1)), re(P, m(ANY, Deck, Lab, 1)).when_dedicated()]),
    card("Cultural Exchange", P, [1, 0, 0, 0], &[re(P, take(Sections::T, Agency))]),
    card("Propaganda Poster", P, [3, 1, 0, 0], &[re(P, Effect::Uncover), su(P, m(ANY, Hand, Lab, 2))]),
    card("Hero of the Nation", P, [1, 0, 0, 0], &[imm(m(ANY, Deck, Lab, 2)).invest(2, Penalty::None)]),
    card("Congressional Hearing", P, [2, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 1)), may_bur(m(ANY, Hand, Lab, 1))]),
    card("Budget Lobby", P, [1, 0, 0, 0], &[re(P, m(ANY, Deck, Hand, 2))]),
    card("National Pride", P, [2, 0, 0, 0], &[re(P, take(Sections::P, Agency))]),
    card("Televised Launch", P, [1, 0, 0, 1], &[re(P, m(ANY, Hand, Lab, 1)), su(P, m(ANY, Deck, Hand, 3))]),
    card("Planetarium Show", P, [3, 0, 0, 0], &[re(P, comb(2, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Transistor", T, [0, 1, 0, 0], &[re(T, take(Sections::T, Agency))]),
    card("Integrated Circuit", T, [0, 2, 0, 0], &[re(T, m(ANY, Hand, Lab, 2))]),
    card("Liquid Hydrogen Engine", T, [0, 1, 0, 0], &[re(T, m(ANY, Deck, Lab, 1))]),
    card("Heat Shield", T, [0, 3, 1, 0], &[su(T, m(ANY, Lab, Agency, 1))]),
    card("Fuel Cell", T, [0, 2, 0, 0], &[re(T, comb(3, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Inertial Guidance", T, [0, 1, 0, 0], &[re(T, Effect::DrawReveal(T))]),
    card("Solar Panel", T, [0, 2, 0, 0], &[re(T, m(ANY, Deck, Hand, 2)), bur(m(ANY, Deck, Lab, 1)).invest(1, Penalty::ThisCardToInvestments)]).dedicating(),
    card("Ion Thruster", T, [0, 2, 0, 0], &[re(T, m(ANY, Investments, Hand, 2))]),
    card("Cryogenic Stage", T, [1, 1, 0, 0], &[su(T, take(Sections::S, Agency))]),
    card("Docking Adapter", T, [0, 3, 0, 0], &[re(T, Effect::Refresh(2)), re(T, m(ANY, Hand, Lab, 1))]),
    card("Space Suit", T, [0, 1, 0, 0], &[re(T, m(ANY, Hand, Lab, 3)).when_dedicated()]),
    card("Life Support", T, [0, 2, 0, 0], &[imm(take(Sections::T, Hand)), re(T, m(ANY, Deck, Hand, 1))]),
    card("Telemetry", T, [0, 1, 0, 0], &[re(T, take(Sections::T, Agency))]),
    card("Deep Space Network", T, [0, 2, 0, 1], &[re(T, m(ANY, Hand, Lab, 2))]),
    card("Radioisotope Generator", T, [0, 1, 0, 0], &[re(T, m(ANY, Deck, Lab, 1))]),
    card("Gyroscope", T, [0, 3, 0, 0], &[su(T, m(ANY, Lab, Agency, 1))]),
    card("Parachute System", T, [0, 2, 0, 0], &[re(T, comb(3, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Ablative Coating", T, [0, 1, 0, 0], &[re(T, Effect::DrawReveal(T))]),
    card("Guidance Computer", T, [0, 2, 1, 0], &[re(T, m(ANY, Deck, Hand, 2)), bur(m(ANY, Deck, Lab, 1)).invest(1, Penalty::ThisCardToInvestments)]),
    card("Star Tracker", T, [0, 2, 0, 0], &[re(T, m(ANY, Investments, Hand, 2))]).dedicating(),
    card("Rendezvous Radar", T, [0, 1, 0, 0], &[su(T, take(Sections::S, Agency))]),
    card("Reaction Wheel", T, [0, 3, 0, 0], &[re(T, Effect::Refresh(2)), re(T, m(ANY, Hand, Lab, 1))]),
    card("Composite Tanks", T, [0, 1, 0, 0], &[re(T, m(ANY, Hand, Lab, 3)).when_dedicated()]),
    card("Reusable Booster", T, [1, 2, 0, 0], &[imm(take(Sections::T, Hand)), re(T, m(ANY, Deck, Hand, 1))]),
    card("Grid Fins", T, [0, 1, 0, 0], &[re(T, take(Sections::T, Agency))]),
    card("Turbopump", T, [0, 2, 0, 0], &[re(T, m(ANY, Hand, Lab, 2))]),
    card("Staged Combustion", T, [0, 1, 0, 0], &[re(T, m(ANY, Deck, Lab, 1))]),
    card("Hypergolic Fuel", T, [0, 3, 0, 0], &[su(T, m(ANY, Lab, Agency, 1))]),
    card("Ground Station", T, [0, 2, 0, 1], &[re(T, comb(3, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Weather Satellite", T, [0, 1, 0, 0], &[re(T, Effect::DrawReveal(T))]),
    card("Reconnaissance Satellite", T, [0, 2, 0, 0], &[re(T, m(ANY, Deck, Hand, 2)), bur(m(ANY, Deck, Lab, 1)).invest(1, Penalty::ThisCardToInvestments)]),
    card("Communications Satellite", T, [0, 2, 0, 0], &[re(T, m(ANY, Investments, Hand, 2))]),
    card("Atomic Clock", T, [0, 1, 0, 0], &[su(T, take(Sections::S, Agency))]).dedicating(),
    card("Microchip", T, [0, 3, 1, 0], &[re(T, Effect::Refresh(2)), re(T, m(ANY, Hand, Lab, 1))]),
    card("Laser Altimeter", T, [0, 1, 0, 0], &[re(T, m(ANY, Hand, Lab, 3)).when_dedicated()]),
    card("Radar Mapping", T, [0, 2, 0, 0], &[imm(take(Sections::T, Hand)), re(T, m(ANY, Deck, Hand, 1))]),
    card("Infrared Camera", T, [0, 1, 0, 0], &[re(T, take(Sections::T, Agency))]),
    card("Thermal Blanket", T, [0, 2, 0, 0], &[re(T, m(ANY, Hand, Lab, 2))]),
    card("Robotic Arm", T, [1, 1, 0, 0], &[re(T, m(ANY, Deck, Lab, 1))]),
    card("Mission Simulator", T, [0, 3, 0, 0], &[su(T, m(ANY, Lab, Agency, 1))]),
    card("Supercomputer", T, [0, 2, 0, 0], &[re(T, comb(3, mv(ANY, Deck, Hand, 0), mv(ANY, Hand, Lab, 0)))]),
    card("Chang'e Program", S, [0, 0, 2, 0], &[may_bur(m(ANY, Hand, Lab, 1)).when_dedicated(), re(S, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 1))]).given(),
    card("Sputnik Program", S, [0, 0, 2, 0], &[re(S, take(Sections::S, Agency))]),
    card("Vostok Program", S, [0, 0, 1, 0], &[re(S, comb(2, mv(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 0), mv(ANY, Deck, Hand, 0)))]),
    card("Voskhod Program", S, [0, 0, 3, 1], &[su(S, m(ASTRO, Agency, Projects, 2))]),
    card("Soyuz Program", S, [0, 0, 2, 0], &[re(S, take(Sections::B, Agency))]),
    card("Gemini Program", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 2)), bur(Effect::Nothing).invest(1, Penalty::LaunchPadAstronautToAgency)]),
    card("Mercury Seven", S, [0, 0, 2, 0], &[re(S, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]).dedicating(),
    card("Apollo Program", S, [0, 0, 2, 0], &[imm(m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3))]),
    card("Shenzhou Program", S, [0, 1, 1, 0], &[re(S, m(ANY, Lab, Agency, 1)).when_dedicated(), re(S, m(ANY, Hand, Lab, 1))]),
    card("Luna Program", S, [0, 0, 3, 0], &[su(S, take(Sections::ANY, Lab)), re(S, m(ANY, Deck, Hand, 1))]),
    card("Venera Program", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 1)), re(S, m(ASTRO, Agency, Projects, 1))]),
    card("Ranger Program", S, [0, 0, 2, 0], &[re(S, m(ANY, Hand, Lab, 2))]),
    card("Surveyor Program", S, [0, 0, 1, 0], &[re(S, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]),
    card("Lunar Orbiter", S, [1, 0, 2, 0], &[re(S, take(Sections::S, Agency))]),
    card("Mars Program", S, [0, 0, 1, 0], &[re(S, comb(2, mv(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 0), mv(ANY, Deck, Hand, 0)))]),
    card("Zond Program", S, [0, 0, 3, 0], &[su(S, m(ASTRO, Agency, Projects, 2))]),
    card("Space Shuttle Program", S, [0, 0, 2, 0], &[re(S, take(Sections::B, Agency))]),
    card("Buran Program", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 2)), bur(Effect::Nothing).invest(1, Penalty::LaunchPadAstronautToAgency)]),
    card("Hermes Program", S, [0, 0, 2, 1], &[re(S, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Ariane Program", S, [0, 0, 2, 0], &[imm(m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3))]).dedicating(),
    card("Commercial Crew", S, [0, 0, 1, 0], &[re(S, m(ANY, Lab, Agency, 1)).when_dedicated(), re(S, m(ANY, Hand, Lab, 1))]),
    card("Constellation Program", S, [0, 0, 3, 0], &[su(S, take(Sections::ANY, Lab)), re(S, m(ANY, Deck, Hand, 1))]),
    card("Gaganyaan", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 1)), re(S, m(ASTRO, Agency, Projects, 1))]),
    card("Vanguard Program", S, [0, 1, 2, 0], &[re(S, m(ANY, Hand, Lab, 2))]),
    card("Explorer Program", S, [0, 0, 1, 0], &[re(S, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]),
    card("Mariner Program", S, [0, 0, 2, 0], &[re(S, take(Sections::S, Agency))]),
    card("Pioneer Program", S, [0, 0, 1, 0], &[re(S, comb(2, mv(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 0), mv(ANY, Deck, Hand, 0)))]),
    card("Viking Program", S, [0, 0, 3, 0], &[su(S, m(ASTRO, Agency, Projects, 2))]),
    card("Giotto Mission", S, [1, 0, 2, 0], &[re(S, take(Sections::B, Agency))]),
    card("Rosetta Mission", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 2)), bur(Effect::Nothing).invest(1, Penalty::LaunchPadAstronautToAgency)]),
    card("Hayabusa", S, [0, 0, 2, 0], &[re(S, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Cassini Program", S, [0, 0, 2, 0], &[imm(m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3))]),
    card("Galileo Program", S, [0, 0, 1, 0], &[re(S, m(ANY, Lab, Agency, 1)).when_dedicated(), re(S, m(ANY, Hand, Lab, 1))]).dedicating(),
    card("Magellan Program", S, [0, 0, 3, 1], &[su(S, take(Sections::ANY, Lab)), re(S, m(ANY, Deck, Hand, 1))]),
    card("Stardust", S, [0, 0, 1, 0], &[re(S, m(ANY, Deck, Hand, 1)), re(S, m(ASTRO, Agency, Projects, 1))]),
    card("Juno Program", S, [0, 0, 2, 0], &[re(S, m(ANY, Hand, Lab, 2))]),
    card("Dawn Mission", S, [0, 0, 1, 0], &[re(S, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 2))]),
    card("InSight Lander", S, [0, 0, 2, 0], &[re(S, take(Sections::S, Agency))]),
    card("Tianwen Program", S, [0, 1, 1, 0], &[re(S, comb(2, mv(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 0), mv(ANY, Deck, Hand, 0)))]),
    card("Artemis Program", S, [0, 0, 3, 0], &[su(S, m(ASTRO, Agency, Projects, 2))]),
    card("Interkosmos", S, [0, 0, 2, 0], &[re(S, take(Sections::B, Agency))]),
    card("First Satellite", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::STARS.or(Zones::MAN)), 1))]),
    card("Laika in Orbit", B, [0, 0, 0, 2], &[re(B, m(EXH, Agency, Place::Zones(Zones::SETI), 1))]),
    card("First Man in Space", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::PLANET.or(Zones::SETI)), 1))]),
    card("First Woman in Space", B, [1, 0, 0, 3], &[imm(m(ASTRO, Agency, Place::Zones(Zones::SCORED), 1)), re(B, m(ANY, Deck, Hand, 1))]),
    card("First Spacewalk", B, [0, 0, 0, 2], &[re(B, take(Sections::B, Agency))]),
    card("First Docking", B, [0, 0, 0, 1], &[su(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("First Moon Landing", B, [0, 0, 0, 2], &[re(B, Effect::Refresh(3)), re(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 1))]),
    card("Lunar Sample Return", B, [0, 0, 0, 2], &[perm(Trigger::AstronautEntersZone, m(ANY, Deck, Hand, 1)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("First Space Station", B, [0, 0, 1, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::MAN), 2))]),
    card("Far Side of the Moon", B, [0, 0, 0, 3], &[bur(m(ASTRO, Agency, Place::Zones(Zones::STARS), 1)).invest(2, Penalty::CoverThisCard), re(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Venus Landing", B, [0, 0, 0, 1], &[re(B, m(ANY, Hand, Lab, 1)), su(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Mars Landing", B, [0, 0, 0, 2], &[re(B, comb(2, mv(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 0), mv(ANY, Deck, Lab, 0)))]),
    card("Jupiter Flyby", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::STARS.or(Zones::MAN)), 1))]),
    card("Saturn Orbit", B, [0, 1, 0, 2], &[re(B, m(EXH, Agency, Place::Zones(Zones::SETI), 1))]),
    card("Titan Landing", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::PLANET.or(Zones::SETI)), 1))]),
    card("Comet Rendezvous", B, [0, 0, 0, 3], &[imm(m(ASTRO, Agency, Place::Zones(Zones::SCORED), 1)), re(B, m(ANY, Deck, Hand, 1))]),
    card("Asteroid Sample", B, [0, 0, 0, 2], &[re(B, take(Sections::B, Agency))]),
    card("Exoplanet Discovery", B, [0, 0, 0, 1], &[su(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Cosmic Background", B, [1, 0, 0, 2], &[re(B, Effect::Refresh(3)), re(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 1))]),
    card("Pulsar Signal", B, [0, 0, 0, 2], &[perm(Trigger::AstronautEntersZone, m(ANY, Deck, Hand, 1)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Wow! Signal", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::MAN), 2))]),
    card("Golden Record", B, [0, 0, 0, 3], &[bur(m(ASTRO, Agency, Place::Zones(Zones::STARS), 1)).invest(2, Penalty::CoverThisCard), re(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Pale Blue Dot", B, [0, 0, 0, 1], &[re(B, m(ANY, Hand, Lab, 1)), su(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Van Allen Belts", B, [0, 0, 1, 2], &[re(B, comb(2, mv(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 0), mv(ANY, Deck, Lab, 0))), imm(Effect::Exhaust(1))]),
    card("Water on Mars", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::STARS.or(Zones::MAN)), 1))]),
    card("Lunar Ice", B, [0, 0, 0, 2], &[re(B, m(EXH, Agency, Place::Zones(Zones::SETI), 1))]),
    card("Heliopause", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::PLANET.or(Zones::SETI)), 1))]),
    card("Black Hole Image", B, [0, 0, 0, 3], &[imm(m(ASTRO, Agency, Place::Zones(Zones::SCORED), 1)), re(B, m(ANY, Deck, Hand, 1))]),
    card("Gravitational Waves", B, [0, 1, 0, 2], &[re(B, take(Sections::B, Agency))]),
    card("Dark Matter Hint", B, [0, 0, 0, 1], &[su(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 3)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Extremophiles", B, [0, 0, 0, 2], &[re(B, Effect::Refresh(3)), re(B, m(ASTRO, Agency, Place::Zones(Zones::LAUNCH_PAD), 1))]),
    card("Europa Ocean", B, [0, 0, 0, 2], &[perm(Trigger::AstronautEntersZone, m(ANY, Deck, Hand, 1)), re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 1))]),
    card("Enceladus Plumes", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::MAN), 2))]),
    card("Martian Meteorite", B, [1, 0, 0, 3], &[bur(m(ASTRO, Agency, Place::Zones(Zones::STARS), 1)).invest(2, Penalty::CoverThisCard), re(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Orbital Rendezvous", B, [0, 0, 0, 1], &[re(B, m(ANY, Hand, Lab, 1)), su(B, m(EXH, Agency, Place::Zones(Zones::SCORED), 2))]),
    card("Reusable Landing", B, [0, 0, 0, 2], &[re(B, comb(2, mv(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::SCORED), 0), mv(ANY, Deck, Lab, 0)))]),
    card("Long-Duration Flight", B, [0, 0, 0, 1], &[re(B, m(ASTRO, Place::Zones(Zones::LAUNCH_PAD), Place::Zones(Zones::STARS.or(Zones::MAN)), 1)), bur(Effect::Exhaust(1))]),
    card("Space Tourism", B, [0, 0, 0, 2], &[re(B, m(EXH, Agency, Place::Zones(Zones::SETI), 1))]),
    card("Solar Wind Sample", B, [0, 0, 1, 1], &[re(B, m(ASTRO, Place::Zones(Zones::ANY), Place::Zones(Zones::PLANET.or(Zones::SETI)), 1))]),
    card("Earthrise", B, [0, 0, 0, 3], &[imm(m(ASTRO, Agency, Place::Zones(Zones::SCORED), 1)), re(B, m(ANY, Deck, Hand, 1))]),
];

/// A card by id.
pub fn card_def(id: u8) -> Option<&'static CardDef> {
    CARDS.get(usize::from(id))
}

/// The id of a card by name.
pub fn card_id(name: &str) -> Option<u8> {
    CARDS.iter().position(|c| c.name == name).map(|i| i as u8)
}

/// Bit `s` (0..4): the card has a stripe ability of section `s`; bit 4: a
/// Bureaucracy ability; bit 5: a permanent "card enters your Agency"
/// trigger ([`TRIGGER_ENTERS_AGENCY`]); bit 6: a permanent "astronaut enters
/// a zone" trigger ([`TRIGGER_ENTERS_ZONE`]). Lets the engine skip cards
/// quickly.
pub const ACTIVATION_MASK: [u8; CARD_COUNT] = {
    let mut out = [0u8; CARD_COUNT];
    let mut i = 0;
    while i < CARD_COUNT {
        let abilities = CARDS[i].abilities;
        let mut k = 0;
        let mut m = 0u8;
        while k < abilities.len() {
            m |= match abilities[k].timing {
                Timing::Reusable(s) | Timing::SingleUse(s) => 1 << s as u8,
                Timing::Bureaucracy | Timing::MayBureaucracy => 1 << 4,
                Timing::Permanent(Trigger::CardEntersAgency(_)) => TRIGGER_ENTERS_AGENCY,
                Timing::Permanent(Trigger::AstronautEntersZone) => TRIGGER_ENTERS_ZONE,
                _ => 0,
            };
            k += 1;
        }
        out[i] = m;
        i += 1;
    }
    out
};

/// The most cards that can be covered by another card at once: the cards
/// that can ever be covered (those with a single-use side or a "cover this
/// card" penalty), so the cover pairs of a state never overflow.
pub const MAX_COVER_PAIRS: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < CARD_COUNT {
        let abilities = CARDS[i].abilities;
        let mut k = 0;
        let mut coverable = false;
        while k < abilities.len() {
            if matches!(abilities[k].timing, Timing::SingleUse(_))
                || matches!(abilities[k].penalty, Penalty::CoverThisCard)
            {
                coverable = true;
            }
            k += 1;
        }
        if coverable {
            n += 1;
        }
        i += 1;
    }
    if n == 0 {
        1
    } else {
        n
    }
};

/// The [`ACTIVATION_MASK`] bit of a permanent "card enters your Agency" trigger.
pub const TRIGGER_ENTERS_AGENCY: u8 = 1 << 5;
/// The [`ACTIVATION_MASK`] bit of a permanent "astronaut enters a zone" trigger.
pub const TRIGGER_ENTERS_ZONE: u8 = 1 << 6;

/// The [`ACTIVATION_MASK`] bit of a stage of phase 2 (`None` = Bureaucracy).
pub const fn activation_bit(step: Option<Section>) -> u8 {
    match step {
        Some(s) => 1 << s as u8,
        None => 1 << 4,
    }
}

/// The cards whose [`ACTIVATION_MASK`] has `bit`.
const fn cards_with(bit: u8) -> CardSet {
    let mut words = [0u64; 4];
    let mut i = 0;
    while i < CARD_COUNT {
        if ACTIVATION_MASK[i] & bit != 0 {
            words[i / 64] |= 1 << (i % 64);
        }
        i += 1;
    }
    CardSet::from_words(words)
}

/// Every card id, `0..CARD_COUNT`: the Deck of a new game.
pub(crate) const ALL_CARDS: CardSet = {
    let mut words = [0u64; 4];
    let mut i = 0;
    while i < CARD_COUNT {
        words[i / 64] |= 1 << (i % 64);
        i += 1;
    }
    CardSet::from_words(words)
};

/// Agency Output's levels as bit planes, by section: the cards whose level
/// in that colour has bit 0 set, then bit 1. A set of cards' levels add up
/// to the size of its meet with the first plane plus twice that with the
/// second: two counts, with no walk over the cards.
const LEVEL_PLANES: [[CardSet; 2]; 4] = {
    let mut planes = [[CardSet::new(); 2]; 4];
    let mut k = 0;
    while k < 4 {
        let mut words = [[0u64; 4]; 2];
        let mut i = 0;
        while i < CARD_COUNT {
            let level = CARDS[i].levels[k];
            assert!(level < 4, "a level of 4 or more needs a third plane");
            let mut b = 0;
            while b < 2 {
                if level & (1 << b) != 0 {
                    words[b][i / 64] |= 1 << (i % 64);
                }
                b += 1;
            }
            i += 1;
        }
        planes[k] = [CardSet::from_words(words[0]), CardSet::from_words(words[1])];
        k += 1;
    }
    planes
};

/// The sum of the levels in `section`'s colour of `cards` (cards without a
/// stripe of that colour count 0): what an Agency Output counts.
pub(crate) fn levels_in(section: Section, cards: &CardSet) -> usize {
    LEVEL_PLANES.get(section.index()).map_or(0, |[ones, twos]| {
        cards.intersection(ones).len() + 2 * cards.intersection(twos).len()
    })
}

/// The cards with an ability of each stage of phase 2: by section, then
/// Bureaucracy. An Agency's candidates to activate are its intersection
/// with the current stage's set.
const STAGE_CARDS: [CardSet; 5] = [
    cards_with(activation_bit(Some(Section::Propaganda))),
    cards_with(activation_bit(Some(Section::Technology))),
    cards_with(activation_bit(Some(Section::SpacePrograms))),
    cards_with(activation_bit(Some(Section::Breakthroughs))),
    cards_with(activation_bit(None)),
];

/// The cards with an ability of a stage of phase 2 (`None` = Bureaucracy).
pub const fn stage_cards(step: Option<Section>) -> &'static CardSet {
    match step {
        Some(Section::Propaganda) => &STAGE_CARDS[0],
        Some(Section::Technology) => &STAGE_CARDS[1],
        Some(Section::SpacePrograms) => &STAGE_CARDS[2],
        Some(Section::Breakthroughs) => &STAGE_CARDS[3],
        None => &STAGE_CARDS[4],
    }
}

/// The cards with an ability of a stage of phase 2 by its index (the
/// sections, then 4 for Bureaucracy; none past it).
pub(crate) fn stage_cards_at(stage: usize) -> &'static CardSet {
    const NONE: CardSet = CardSet::new();
    STAGE_CARDS.get(stage).unwrap_or(&NONE)
}

/// Per card, the abilities activated in each stage of phase 2 (by section,
/// then Bureaucracy), one bit per ability number: a stripe ability of that
/// section, or a Bureaucracy ability. What an Agency may activate is found
/// from these bits without matching each ability's timing.
pub(crate) const STAGE_ABILITIES: [[u8; CARD_COUNT]; 5] = [
    ability_bits(Mark::Stage(0)),
    ability_bits(Mark::Stage(1)),
    ability_bits(Mark::Stage(2)),
    ability_bits(Mark::Stage(3)),
    ability_bits(Mark::Stage(4)),
];

/// Per card, the abilities (one bit per ability number) that may be
/// activated in their stage only under a further condition: a single-use
/// side (not while covered), an investment (only when payable) or
/// dedication. The others need only be unused this round.
pub(crate) const CONDITIONAL_ABILITIES: [u8; CARD_COUNT] = ability_bits(Mark::Conditional);

/// Per card, its mandatory Bureaucracy abilities, one bit per ability
/// number.
pub(crate) const MANDATORY_ABILITIES: [u8; CARD_COUNT] = ability_bits(Mark::Mandatory);

/// Which abilities a table of [`ability_bits`] marks.
#[derive(Clone, Copy)]
enum Mark {
    /// Those activated in a stage of phase 2: a section's index, or 4 for
    /// Bureaucracy.
    Stage(usize),
    /// Those with a further condition (see [`CONDITIONAL_ABILITIES`]).
    Conditional,
    /// The mandatory Bureaucracy ones.
    Mandatory,
}

/// Whether `ability` is one that `mark` picks.
const fn marked(ability: &Ability, mark: Mark) -> bool {
    match mark {
        Mark::Stage(stage) => {
            let of = match ability.timing {
                Timing::Reusable(s) | Timing::SingleUse(s) => s.index(),
                Timing::Bureaucracy | Timing::MayBureaucracy => 4,
                _ => return false,
            };
            of == stage
        }
        Mark::Conditional => {
            ability.dedicated || ability.cost > 0 || matches!(ability.timing, Timing::SingleUse(_))
        }
        Mark::Mandatory => matches!(ability.timing, Timing::Bureaucracy),
    }
}

/// Per card, one bit per ability number (the first eight) for each ability
/// that `mark` picks.
const fn ability_bits(mark: Mark) -> [u8; CARD_COUNT] {
    let mut out = [0u8; CARD_COUNT];
    let mut i = 0;
    while i < CARD_COUNT {
        let abilities = CARDS[i].abilities;
        let mut k = 0;
        while k < abilities.len() && k < 8 {
            if marked(&abilities[k], mark) {
                out[i] |= 1 << k;
            }
            k += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stage_cards_are_the_cards_with_an_ability_of_the_stage() {
        let steps = [
            Some(Section::Propaganda),
            Some(Section::Technology),
            Some(Section::SpacePrograms),
            Some(Section::Breakthroughs),
            None,
        ];
        for step in steps {
            for (i, d) in CARDS.iter().enumerate() {
                let has = d.abilities.iter().any(|ab| match (ab.timing, step) {
                    (Timing::Reusable(s) | Timing::SingleUse(s), Some(t)) => s == t,
                    (Timing::Bureaucracy | Timing::MayBureaucracy, None) => true,
                    _ => false,
                });
                assert_eq!(stage_cards(step).contains(i), has, "{} {step:?}", d.name);
            }
        }
    }
}
