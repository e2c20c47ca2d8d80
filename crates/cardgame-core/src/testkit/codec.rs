//! The strict codec check: the text form, serde and the index space accept
//! exactly the actions of `0..SPACE`, and never clamp.
//!
//! - Over the whole index space, `from_index(i)` is `Some(a)` with
//!   `a.to_index() == i` and `a.to_string().parse() == Ok(a)`.
//! - Beyond it (`SPACE..`, powers of two, `u32::MAX` and its neighbours,
//!   random indices), `from_index` is `None`.
//! - Each action's text is mutated (each number replaced by others, huge ones
//!   included; tokens dropped, duplicated and swapped; spaces and characters
//!   added): whenever a mutated text parses to `b`, `b.to_index()` is in the
//!   space, `from_index(b.to_index()) == Some(b)` and `b.to_string()` parses
//!   back to `b`. With serde, the same for each action's JSON with every
//!   number replaced.
//!
//! ```text
//! cardgame_core::testkit::codec::check::<MyGame>();
//! cardgame_core::testkit::codec::check_serde::<MyGame>();
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{Debug, Display};
use core::str::FromStr;

use rand_core::RngCore;

use super::mutation::{collect_paths, get, get_mut, number_value, other_number};
use crate::game::{ActionCodec, Game};
use crate::rng::GameRng;

/// Each action's text meets one in this many of the replacement numbers and
/// additions.
const SHARES: usize = 4;
/// Random indices beyond the space tried.
const RANDOM_BEYOND: u32 = 4096;
/// Numbers a number of an action's text is replaced by (besides its
/// neighbours and the space's size).
const TEXT_NUMBERS: [&str; 16] = [
    "0",
    "99",
    "100",
    "255",
    "256",
    "1000",
    "65535",
    "65536",
    "2147483648",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999",
    "-1",
    "+1",
];

/// What a codec check tried.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CodecReport {
    /// Indices of the space (each one's action checked).
    pub indices: u32,
    /// Indices beyond the space checked to have no action.
    pub beyond: u32,
    /// Mutated texts tried.
    pub texts: u64,
    /// Mutated texts that parsed (each then checked).
    pub texts_parsed: u64,
    /// Mutated JSON texts tried (with serde).
    pub json: u64,
    /// Mutated JSON texts that deserialized (each then checked).
    pub json_parsed: u64,
}

/// Checks the codec of `G::Action` (index space and text). See the module.
///
/// # Panics
/// On the first violation, naming the text or index.
pub fn check<G: Game>() -> CodecReport {
    check_action::<G::Action>()
}

/// [`check`], plus mutated JSON of every action.
///
/// # Panics
/// On the first violation, naming the text, JSON or index.
pub fn check_serde<G: Game>() -> CodecReport
where
    G::Action: serde::Serialize + serde::de::DeserializeOwned,
{
    check_action_serde::<G::Action>()
}

/// [`check`] for an action type on its own.
///
/// # Panics
/// On the first violation, naming the text or index.
pub fn check_action<A>() -> CodecReport
where
    A: ActionCodec + Clone + Eq + Debug + Display + FromStr,
{
    let mut report = CodecReport::default();
    let all = space::<A>(&mut report);
    for (k, a) in all.iter().enumerate() {
        let text = a.to_string();
        for m in text_mutants(&text, k as u32) {
            report.texts += 1;
            if let Ok(b) = m.parse::<A>() {
                report.texts_parsed += 1;
                if let Err(e) = strict(&b) {
                    panic!("codec: the text {m:?} (a mutant of {text:?}) parses to {b:?}, and {e}");
                }
            }
        }
    }
    report
}

/// [`check_serde`] for an action type on its own.
///
/// # Panics
/// On the first violation, naming the text, JSON or index.
pub fn check_action_serde<A>() -> CodecReport
where
    A: ActionCodec + Clone + Eq + Debug + Display + FromStr,
    A: serde::Serialize + serde::de::DeserializeOwned,
{
    let mut report = check_action::<A>();
    let mut rng = GameRng::from_u64(0xc0de_c0de);
    for i in 0..A::SPACE {
        let Some(a) = A::from_index(i) else { continue };
        let doc = match serde_json::to_value(&a) {
            Ok(d) => d,
            Err(e) => panic!("codec: serde: {a:?} does not serialize: {e}"),
        };
        match serde_json::from_value::<A>(doc.clone()) {
            Ok(b) if b == a => {}
            _ => panic!("codec: serde: {a:?} does not survive a JSON round trip ({doc})"),
        }
        let mut paths = Vec::new();
        collect_paths(&doc, &mut Vec::new(), &mut paths);
        paths.retain(|p| get(&doc, p).is_some_and(serde_json::Value::is_number));
        for path in &paths {
            for k in 0..6 {
                let mut m = doc.clone();
                let Some(slot) = get_mut(&mut m, path) else {
                    continue;
                };
                let n = slot.as_i64().map_or(0, i128::from);
                *slot = match k {
                    0 => number_value(n + 1),
                    1 => number_value(n - 1),
                    2 => number_value(i128::from(A::SPACE)),
                    3 => number_value(i128::from(u64::MAX)),
                    4 => serde_json::Value::from(1.5),
                    _ => number_value(other_number(n, &mut rng)),
                };
                report.json += 1;
                if let Ok(b) = serde_json::from_value::<A>(m.clone()) {
                    report.json_parsed += 1;
                    if let Err(e) = strict(&b) {
                        panic!("codec: serde: the JSON {m} (a mutant of {doc}, from {a:?}) deserializes to {b:?}, and {e}");
                    }
                }
            }
        }
    }
    report
}

/// Every action of the space, checked; and indices beyond it, checked empty.
fn space<A>(report: &mut CodecReport) -> Vec<A>
where
    A: ActionCodec + Clone + Eq + Debug + Display + FromStr,
{
    let space = A::SPACE;
    let mut all = Vec::with_capacity(space as usize);
    for i in 0..space {
        let Some(a) = A::from_index(i) else {
            panic!("codec: index {i} in 0..{space} has no action");
        };
        if a.to_index() != i {
            panic!(
                "codec: index {i} -> {a:?} -> index {}: does not map back",
                a.to_index()
            );
        }
        let text = a.to_string();
        if text.parse::<A>().ok().as_ref() != Some(&a) {
            panic!("codec: {a:?} (index {i}) prints as {text:?}, which does not parse back to it");
        }
        all.push(a);
        report.indices += 1;
    }
    let mut beyond: Vec<u32> = (0..1024u32).map(|k| space.saturating_add(k)).collect();
    beyond.extend((0..64u32).map(|k| u32::MAX - k));
    beyond.extend((0..32).map(|b| 1u32 << b).filter(|&p| p >= space));
    let mut rng = GameRng::from_u64(0x5ace);
    beyond.extend(
        (0..RANDOM_BEYOND)
            .map(|_| rng.next_u32())
            .filter(|&r| r >= space),
    );
    for i in beyond {
        if let Some(a) = A::from_index(i) {
            panic!("codec: index {i} is outside 0..{space} but from_index gives {a:?}");
        }
        report.beyond += 1;
    }
    all
}

/// Whether an accepted action is one of the space, and prints and parses
/// back to itself.
fn strict<A>(b: &A) -> Result<(), String>
where
    A: ActionCodec + Clone + Eq + Debug + Display + FromStr,
{
    let i = b.to_index();
    if i >= A::SPACE {
        return Err(format!("its index {i} is outside 0..{}", A::SPACE));
    }
    let back = A::from_index(i);
    if back.as_ref() != Some(b) {
        return Err(format!(
            "its index {i} is the index of {back:?} (the codec clamps or aliases)"
        ));
    }
    let text = b.to_string();
    if text.parse::<A>().ok().as_ref() != Some(b) {
        return Err(format!(
            "it prints as {text:?}, which does not parse back to it"
        ));
    }
    Ok(())
}

/// The mutants of an action's text. `k` (the action's index) picks which
/// share of the replacement numbers and additions this text gets, so that
/// the space as a whole meets all of them at a quarter of the cost.
fn text_mutants(text: &str, k: u32) -> Vec<String> {
    let k = k as usize;
    let mut out = Vec::new();
    // Each run of digits replaced by other numbers.
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if !bytes[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii_digit() {
            i += 1;
        }
        let (head, digits, tail) = (&text[..start], &text[start..i], &text[i..]);
        let n: u128 = digits.parse().unwrap_or(0);
        let mut numbers: Vec<String> = TEXT_NUMBERS
            .iter()
            .enumerate()
            .filter(|(j, _)| (j + k) % SHARES == 0)
            .map(|(_, s)| (*s).to_string())
            .collect();
        numbers.push((n + 1).to_string());
        let own = [
            n.saturating_sub(1).to_string(),
            (n * 10).to_string(),
            format!("0{digits}"),
            format!("{digits}.0"),
            format!("-{digits}"),
        ];
        numbers.push(own[k % own.len()].clone());
        for num in numbers {
            if num != digits {
                out.push(format!("{head}{num}{tail}"));
            }
        }
    }
    // Tokens dropped, duplicated, swapped.
    let tokens: Vec<&str> = text.split(' ').collect();
    for t in 0..tokens.len() {
        let mut v = tokens.clone();
        v.remove(t);
        out.push(v.join(" "));
        let mut v = tokens.clone();
        v.insert(t, tokens[t]);
        out.push(v.join(" "));
        if t + 1 < tokens.len() {
            let mut v = tokens.clone();
            v.swap(t, t + 1);
            out.push(v.join(" "));
        }
    }
    // Spaces and characters added, and other spellings.
    let extras = [
        format!("{text} "),
        format!("{text}  "),
        format!("{text}x"),
        format!("{text} x"),
        format!("{text}0"),
        format!("{text} 0"),
        format!("{text}1"),
        format!("{text} 1"),
        format!("{text}."),
        format!("{text}\t"),
        format!(" {text}"),
        text.replace(' ', "  "),
        text.to_uppercase(),
        String::new(),
    ];
    out.extend(
        extras
            .into_iter()
            .enumerate()
            .filter(|(j, _)| (j + k) % SHARES == 0)
            .map(|(_, e)| e),
    );
    out.retain(|m| m != text);
    out
}
