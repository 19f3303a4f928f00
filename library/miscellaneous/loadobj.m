function b = loadobj (a)
% -- B = loadobj (A)
%
%     Called by `load' for each object it reads: a class overloads it to
%     rebuild the object from what `saveobj' stored.  This default one is
%     for no class and raises an error naming A's class.
%
%     See also: saveobj, load, class.

  error ('loadobj: not defined for class "%s"', class (a));
end
