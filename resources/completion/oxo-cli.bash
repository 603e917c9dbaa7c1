# bash completion for oxo-cli (installed as share/bash-completion/completions/oxo-cli).
# Self-contained: it needs nothing from the bash-completion package's helpers.

_oxo_cli() {
    local cur prev
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    local commands="match solve analyse bench convert review"
    local common="--help --help-all --version --size --win --players --first --gravity --exact
        --rule --no-early-draw --json --lang --think-ms"
    local match="--games --seed --openings --max-moves --save-games --opening-rule --bot1 --bot2
        --bot3 --bot4 --think-ms1 --think-ms2 --think-ms3 --think-ms4 --threads"
    local solve="--moves --strategy --threads"
    local analyse="--moves --multipv --depth --cells --threads"
    local bench="--expect"
    local review="--depth --threads"

    # Bash splits "engine:PATH" at the colon (":" is in COMP_WORDBREAKS), so after --botN the
    # words are "engine", ":" and the path; only the path is completed then.
    local bot="" path=""
    if [[ "$cur" == ":" && "$prev" == engine ]]; then
        bot="${COMP_WORDS[COMP_CWORD-2]}"
    elif [[ "$prev" == ":" && "${COMP_WORDS[COMP_CWORD-2]}" == engine ]]; then
        bot="${COMP_WORDS[COMP_CWORD-3]}"
        path="$cur"
    fi
    if [[ "$bot" == --bot[1-4] ]]; then
        local IFS=$'\n'
        COMPREPLY=($(compgen -f -- "$path"))
        compopt -o filenames 2>/dev/null || true
        return 0
    fi

    # The value of the option before the cursor.
    case "$prev" in
        --size)
            COMPREPLY=($(compgen -W "3 4 5 6 7 8 9 10 11 12 13 15 19 20" -- "$cur"))
            return ;;
        --rule)
            COMPREPLY=($(compgen -W "freestyle exact renju" -- "$cur"))
            return ;;
        --win)
            COMPREPLY=($(compgen -W "3 4 5 6 7" -- "$cur"))
            return ;;
        --players)
            COMPREPLY=($(compgen -W "2 3 4" -- "$cur"))
            return ;;
        --first)
            COMPREPLY=($(compgen -W "1 2 3 4 X O" -- "$cur"))
            return ;;
        --opening-rule)
            COMPREPLY=($(compgen -W "none swap swap2" -- "$cur"))
            return ;;
        --lang)
            COMPREPLY=($(compgen -W "en de fr es" -- "$cur"))
            return ;;
        --bot1|--bot2|--bot3|--bot4)
            if [[ "$cur" == engine:* ]]; then
                # engine:PATH completes PATH as a file name.
                local path="${cur#engine:}"
                local IFS=$'\n'
                COMPREPLY=($(compgen -f -- "$path"))
                COMPREPLY=("${COMPREPLY[@]/#/engine:}")
                compopt -o filenames -o nospace 2>/dev/null || true
            else
                COMPREPLY=($(compgen -W "easy medium hard engine:" -- "$cur"))
                if [[ ${#COMPREPLY[@]} -eq 1 && "${COMPREPLY[0]}" == engine: ]]; then
                    compopt -o nospace 2>/dev/null
                fi
            fi
            return 0 ;;
        --openings|--strategy)
            local IFS=$'\n'
            COMPREPLY=($(compgen -f -- "$cur"))
            compopt -o filenames 2>/dev/null || true
            return 0 ;;
        --save-games)
            local IFS=$'\n'
            COMPREPLY=($(compgen -d -- "$cur"))
            compopt -o filenames 2>/dev/null || true
            return 0 ;;
        --think-ms|--think-ms[1-4]|--games|--seed|--moves|--expect|--max-moves|--multipv|--depth|\
        --threads)
            return ;;  # a number or moves: nothing to offer
    esac

    # The subcommand, if one was typed, narrows the options.
    local command="" word
    for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        case "$word" in
            match|solve|analyse|bench|convert|review) command="$word"; break ;;
        esac
    done
    # convert IN OUT: game files, no options.
    if [[ "$command" == convert ]]; then
        local IFS=$'\n'
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null || true
        return 0
    fi
    # review FILE: a game file, then its few options.
    if [[ "$command" == review && "$cur" != -* ]]; then
        local IFS=$'\n'
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null || true
        return 0
    fi
    if [[ -z "$command" && "$cur" != -* ]]; then
        COMPREPLY=($(compgen -W "$commands" -- "$cur"))
        return
    fi
    local options="$common"
    case "$command" in
        match) options="$common $match" ;;
        solve) options="$common $solve" ;;
        analyse) options="$common $analyse" ;;
        bench) options="$common $bench" ;;
        review) options="$common $review" ;;
        *) options="$common $match $solve $analyse $bench" ;;
    esac
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
}

complete -F _oxo_cli oxo-cli
