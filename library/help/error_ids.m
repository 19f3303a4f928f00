function error_ids ()
% -- error_ids
%     Identifiers of some errors matc raises as Octave does, for
%     `try ... catch err` and `err.identifier`:
%
%     Octave:undefined-function    a name is neither a variable nor a
%                                  function
%     Octave:index-out-of-bounds   an index past the end of an array
%     Octave:bad-input             a bad argument to a function
%     Octave:nonconformant-args    operands of incompatible sizes
%     Octave:invalid-fun-call      a function called with more outputs
%                                  than it has
%     Octave:invalid-input-type    an argument of a class a function
%                                  does not take
%
%     See also: error, lasterror, warning_ids.

  help ('error_ids');
end
