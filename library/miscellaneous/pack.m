function pack ()
% -- pack ()
%     Consolidate workspace memory: nothing to do, as in Octave (matc
%     frees arrays when their last reference goes).
%
%     See also: clear.

end
