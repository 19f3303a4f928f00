% strfind and strrep: the overlaps and forcecelloutput options, cell patterns, and the argument errors.
c = {@() strfind("abc", {"", "b", ""}), @() strfind("foo", "bar", 1), @() strfind("foo", 100, "foobar", 1), @() strfind({"A", 1}, "foo"), @() strfind(100, "foo"), @() strrep("A", "B", "C", 3, true), @() strrep("A", "B", "C", "foobar", true), @() strrep({"A", 1.0}, "B", "C"), @() strrep(1.0, "B", "C"), @() strrep("A", 1.0, "C"), @() size(strrep("a", "a", "")), @() strfind("abc", 98), @() strrep("aaa","aa","b","overlaps",1), @() strrep("aaa","aa","b","overlaps",0), @() strfind({"abc";"xbx"},"b","forcecelloutput",false), @() strfind("abc","b","forcecelloutput",1), @() strfind("abababa", "aba", "overlaps", false), @() strrep("abababc", "abab", "xyz", "overlaps", false), @() strrep({"aa";"ba"}, "a", "")};
for k = 1:numel(c)
  try
    x = c{k}()
  catch e
    disp(strtok(e.message, char(10)))
  end
end
