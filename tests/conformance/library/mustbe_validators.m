x = [1 -2 3 -4];
try
  mustBePositive(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNegative(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonnegative([1 -2]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonpositive(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeGreaterThan(x, 0);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeGreaterThanOrEqual(x, 1);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeLessThan(x, 2);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeLessThanOrEqual(x,-3);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeFinite([1 Inf NaN]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonNan([NaN 1 NaN]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonzero([0 1 0]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonempty([]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonsparse(sparse(1));
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNumeric('a');
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNumericOrLogical({});
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeReal(1i);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeInteger(1.5);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeInteger('a');
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeInteger([1 Inf]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeInteger(1i);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeMember([1 5 7], [1 2 3]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeMember('abc', {'abc'});
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeFinite(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeInteger(int8(3));
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeMember(2,[1 2]);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonempty(1);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeGreaterThan(x, 2.5);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNonzero(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeReal(x);
  disp('ok')
catch e
  disp(e.message)
end
try
  mustBeNumeric(x);
  disp('ok')
catch e
  disp(e.message)
end
