-- The census's load for wrk (bench/census.ts uses it when wrk is installed: a load generator in C
-- leaves the server the CPU that autocannon's JavaScript took): RecordHit page views posted as the
-- runtime sends them, as bench/census-load.mjs posts them, each from one of 20,000 addresses
-- (X-Forwarded-For; the server runs with TRUST_PROXY=true). CENSUS_HOST, CENSUS_SITE and
-- CENSUS_AGENT come from the environment.
local host = os.getenv("CENSUS_HOST")
local site = os.getenv("CENSUS_SITE")
local agent = os.getenv("CENSUS_AGENT")
local ADDRESSES = 20000

local function encoded(text)
  return (text:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

local bodies = {}
for i, path in ipairs({ "/about", "/journal", "/shop", "/", "/contact" }) do
  local data = '{"userAgent":"' .. agent .. '","clientDate":' .. os.time() * 1000
    .. ',"viewportInnerWidth":1280,"viewportInnerHeight":720,"screenWidth":1920,"screenHeight":1080,'
    .. '"websiteId":"' .. site .. '","templateId":null,"website_locale":"en-US",'
    .. '"url":"http://' .. host .. path .. '","title":"About","itemId":null,"recordType":null,'
    .. '"collectionId":null,"localStorageSupported":true,"queryString":"",'
    .. '"referrer":"https://search.example/"}'
  bodies[i] = "event=1&data=" .. encoded(data)
end

local sent = 0
request = function()
  sent = sent + 1
  local n = sent % ADDRESSES
  return wrk.format("POST", "/api/census/RecordHit", {
    ["Host"] = host,
    ["User-Agent"] = agent,
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["X-Forwarded-For"] = "10." .. math.floor(n / 65536) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256),
  }, bodies[(sent % #bodies) + 1])
end
