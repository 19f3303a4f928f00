function warning_ids ()
% -- warning_ids
%     Identifiers of some warnings, for warning ('off', ID) and
%     warning ('query', ID):
%
%     Octave:divide-by-zero        division by zero (off by default)
%     Octave:nearly-singular-matrix a matrix close to singular in a
%                                  solve or an inverse
%     Octave:singular-matrix       a singular matrix in a solve or an
%                                  inverse
%     Octave:possible-matlab-short-circuit  | or & in an if or while
%                                  condition
%     Octave:language-extension    Octave-only syntax (off by default)
%     Octave:str-to-num            a string used as a number
%
%     See also: warning, lastwarn, error_ids.

  help ('warning_ids');
end
