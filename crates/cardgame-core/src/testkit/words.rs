//! Checks that text written for people shows no Rust `Debug` output and, for
//! boards, fits in 100 columns.
//!
//! ```
//! use cardgame_core::testkit::words::{assert_for_people, bad_lines, BOARD_WIDTH};
//!
//! assert_eq!(bad_lines("P0 plays Develop(Technology)", None).len(), 1);
//! assert!(bad_lines("P0 (you): 3 Progress (Soviet)", Some(BOARD_WIDTH)).is_empty());
//! assert_for_people("a board", "Hand: none", Some(BOARD_WIDTH));
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The widest line a board may have, in columns.
pub const BOARD_WIDTH: usize = 100;

/// What in `line` reads as Rust `Debug` text: `Some(`, `PlayerId(`, `{ `,
/// `[0, `, `None` as a word, or a capitalised identifier with a lower-case
/// letter in it directly followed by `(` or ` {` (as in
/// `Develop(Technology)` or `Deposit { astronauts: 4 }`).
pub fn debug_text(line: &str) -> Vec<String> {
    let mut why = Vec::new();
    for shape in ["Some(", "PlayerId(", "{ ", "[0, "] {
        if line.contains(shape) {
            why.push(format!("contains `{shape}`"));
        }
    }
    if has_word(line, "None") {
        why.push(String::from("contains `None`"));
    }
    if let Some(w) = camel_call(line) {
        why.push(format!("`{w}` reads as Rust Debug text"));
    }
    why
}

/// The lines of `text` that show `Debug` text (see [`debug_text`]) or are
/// wider than `width` columns (any width with `None`), each with what is
/// wrong.
pub fn bad_lines(text: &str, width: Option<usize>) -> Vec<String> {
    let mut bad = Vec::new();
    for line in text.lines() {
        let mut why = debug_text(line);
        let columns = line.chars().count();
        if width.is_some_and(|w| columns > w) {
            why.push(format!("{columns} columns wide"));
        }
        if !why.is_empty() {
            bad.push(format!("{}: {line}", why.join(", ")));
        }
    }
    bad
}

/// Fails with every bad line of `text` (see [`bad_lines`]), naming `what`.
///
/// # Panics
/// When a line shows `Debug` text or is wider than `width`.
pub fn assert_for_people(what: &str, text: &str, width: Option<usize>) {
    let bad = bad_lines(text, width);
    assert!(
        bad.is_empty(),
        "{what} prints {} bad line(s):\n{}",
        bad.len(),
        bad.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `word` stands alone in `line`.
fn has_word(line: &str, word: &str) -> bool {
    line.match_indices(word).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + word.len()..].chars().next();
        !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char)
    })
}

/// A capitalised identifier with a lower-case letter in it, directly
/// followed by `(` or by ` {`.
fn camel_call(line: &str) -> Option<String> {
    let chars: Vec<char> = line.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        let opens = c == '(' || (c == ' ' && chars.get(i + 1) == Some(&'{'));
        if !opens {
            continue;
        }
        let mut start = i;
        while start > 0 && is_word_char(chars[start - 1]) {
            start -= 1;
        }
        let word: String = chars[start..i].iter().collect();
        let mut letters = word.chars();
        if letters.next().is_some_and(char::is_uppercase) && letters.any(char::is_lowercase) {
            return Some(format!("{word}{}", if c == '(' { "(" } else { " {" }));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_text_and_long_lines_are_caught_and_prose_is_not() {
        for bad in [
            "P0 plays Develop(Technology)",
            "Deposit { astronauts: 4, crewed_cards: 1 }",
            "zones [0, 0, 0, 0, 0]",
            "waiting for PlayerId(0)",
            "--seed needs a number, not Some(\"abc\")",
            "the winner is None",
            "Mission StaticFire(With(NuclearPropulsion))",
            "Recruit(#7)",
        ] {
            assert_eq!(bad_lines(bad, None).len(), 1, "{bad:?} is not caught");
        }
        let wide = "x".repeat(BOARD_WIDTH + 1);
        assert_eq!(bad_lines(&wide, Some(BOARD_WIDTH)).len(), 1);
        assert!(bad_lines(&wide, None).is_empty());
        for good in [
            "P0 recruits Pahal Chawla (Senior, 12.0) and P1 (Red) keeps none of them",
            "Nonetheless — Reserve: none; Andrew Wingfield (Raw Universe)",
            "P0 (you): 3 Progress (Soviet)",
            &"x".repeat(BOARD_WIDTH),
        ] {
            assert!(
                bad_lines(good, Some(BOARD_WIDTH)).is_empty(),
                "{good:?} is caught"
            );
        }
    }

    #[test]
    #[should_panic(expected = "a board prints 1 bad line")]
    fn a_bad_line_fails_the_check() {
        assert_for_people("a board", "Hand: Some(3)", Some(BOARD_WIDTH));
    }
}
