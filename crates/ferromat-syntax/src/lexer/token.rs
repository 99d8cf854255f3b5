//! Token kinds produced by the lexer and consumed by the parser. Internal to
//! the crate: the parser's public surface is the AST, never tokens.

use crate::span::Span;

/// Reserved words; none of them may be used as a variable or function name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keyword {
    If,
    Elseif,
    Else,
    End,
    For,
    While,
    Switch,
    Case,
    Otherwise,
    Try,
    Catch,
    Function,
    Return,
    Break,
    Continue,
    Global,
    Persistent,
    /// GNU Octave's `unwind_protect ... unwind_protect_cleanup ...
    /// end_unwind_protect`: the cleanup runs however the body ends.
    UnwindProtect,
    UnwindProtectCleanup,
}

/// GNU Octave's block words, read only when one stands alone as a whole
/// statement (so MATLAB code using `endif` as a variable name keeps
/// working): the `end` spellings of each block, and `unwind_protect`.
pub(crate) fn octave_block_word(word: &str) -> Option<Keyword> {
    Some(match word {
        "endif" | "endwhile" | "endfor" | "endparfor" | "endfunction" | "endswitch"
        | "end_try_catch" | "end_unwind_protect" => Keyword::End,
        "unwind_protect" => Keyword::UnwindProtect,
        "unwind_protect_cleanup" => Keyword::UnwindProtectCleanup,
        _ => return None,
    })
}

impl Keyword {
    pub(crate) fn from_word(word: &str) -> Option<Keyword> {
        Some(match word {
            "if" => Keyword::If,
            "elseif" => Keyword::Elseif,
            "else" => Keyword::Else,
            "end" => Keyword::End,
            "for" => Keyword::For,
            "while" => Keyword::While,
            "switch" => Keyword::Switch,
            "case" => Keyword::Case,
            "otherwise" => Keyword::Otherwise,
            "try" => Keyword::Try,
            "catch" => Keyword::Catch,
            "function" => Keyword::Function,
            "return" => Keyword::Return,
            "break" => Keyword::Break,
            "continue" => Keyword::Continue,
            "global" => Keyword::Global,
            "persistent" => Keyword::Persistent,
            _ => return None,
        })
    }

    pub(crate) fn word(self) -> &'static str {
        match self {
            Keyword::If => "if",
            Keyword::Elseif => "elseif",
            Keyword::Else => "else",
            Keyword::End => "end",
            Keyword::For => "for",
            Keyword::While => "while",
            Keyword::Switch => "switch",
            Keyword::Case => "case",
            Keyword::Otherwise => "otherwise",
            Keyword::Try => "try",
            Keyword::Catch => "catch",
            Keyword::Function => "function",
            Keyword::Return => "return",
            Keyword::Break => "break",
            Keyword::Continue => "continue",
            Keyword::Global => "global",
            Keyword::Persistent => "persistent",
            Keyword::UnwindProtect => "unwind_protect",
            Keyword::UnwindProtectCleanup => "unwind_protect_cleanup",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) enum TokenKind {
    Number(f64),
    Imaginary(f64),
    /// `'...'` with doubled quotes already undone.
    Char(String),
    /// `"..."` with doubled quotes already undone.
    Str(String),
    /// An identifier; its text is the token's span in the source.
    Ident,
    Keyword(Keyword),
    /// Command syntax `name word word`: the whole line after `name`, split
    /// into words. `name` is the span of the command name.
    Command {
        name: Span,
        args: Vec<String>,
    },
    Plus,
    Minus,
    Star,
    Slash,
    Backslash,
    Caret,
    DotStar,
    DotSlash,
    DotBackslash,
    DotCaret,
    /// `'` in transpose position.
    Quote,
    /// `.'`
    DotQuote,
    EqEq,
    NotEq,
    Lt,
    Le,
    Gt,
    Ge,
    Amp,
    Bar,
    AmpAmp,
    BarBar,
    /// `~` or `!`
    Tilde,
    Assign,
    /// GNU Octave's `x += e` (also `-=`, `*=`, `/=`, `^=`), holding the
    /// operator byte; the parser reads it as `x = x op (e)`.
    CompoundAssign(u8),
    /// GNU Octave's statement `x++` (or `x--`), holding `+` or `-`; the
    /// parser reads it as `x = x + 1`. Only at the end of a statement, so
    /// `a ++b` stays `a + (+b)`.
    Increment(u8),
    Colon,
    Comma,
    Semicolon,
    Newline,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Dot,
    At,
    /// A lexical error; the lexer stops after emitting it.
    Error {
        message: &'static str,
        incomplete: bool,
    },
    Eof,
}

#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Token {
    pub kind: TokenKind,
    pub span: Span,
    /// Whitespace, a comment or a `...` continuation precedes the token:
    /// significant inside `[ ]` and `{ }` literals.
    pub space_before: bool,
}
