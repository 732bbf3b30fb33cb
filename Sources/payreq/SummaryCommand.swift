import PaymentRequestKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `payreq summary FILE`: the request as the payment sheet would show it.
struct SummaryCommand {
    static let usage = "payreq summary <file>"

    static let help = """
        OVERVIEW: Print a request as the payment sheet would show it.

        The line items come first, pending ones marked, then the total labelled with the merchant, then the
        shipping methods with their details. Amounts are written in the currency's minor units.

        USAGE: \(usage)

        ARGUMENTS:
          <file>                  The document; '-' reads standard input.

        OPTIONS:
          -h, --help              Show help information.

        EXIT STATUS: 0 for a valid request, 1 for a request that does not decode or is invalid (the summary is
        still printed when it decodes), 2 for usage errors and unreadable files.
        """

    var file: String?
    var helpRequested = false

    init(parsing arguments: [String]) throws {
        (file, helpRequested) = try ArgumentScanner.operandAndHelp(arguments, usage: Self.usage)
        if file == nil, !helpRequested {
            throw UsageError(message: "Missing expected argument '<file>'", usage: Self.usage)
        }
    }

    func run(_ output: inout StandardStreams) throws -> ExitStatus {
        guard let file, !helpRequested else {
            output.write(Self.help + "\n")
            return .success
        }
        let request = try readRequest(file, &output)
        output.write(Self.render(request))
        output.flush()
        let report = request.validate(for: .web(now: Date()))
        if !report.isValid {
            let file = terminalSafe(file)
            output.error(
                "\(file) is not valid (\(report.errors.count) error\(report.errors.count == 1 ? "" : "s")); see 'payreq validate \(file)'.\n"
            )
            return .invalid
        }
        return .success
    }

    static func render(_ request: PaymentRequest) -> String {
        let currency = request.currencyCode
        func money(_ amount: Amount?) -> String {
            guard let amount else { return "" }
            return "\(amount.formatted(for: currency)) \(currency)"
        }
        func line(_ label: String, _ value: String, _ note: String = "") -> String {
            // Labels and notes come from the document: escaped, so that they cannot restyle or forge lines.
            let label = terminalSafe(label)
            let note = terminalSafe(note)
            let width = 36
            let shown = label.count > width ? String(label.prefix(width - 1)) + "…" : label
            let padding = String(repeating: " ", count: max(1, width + 2 - shown.count) + max(0, 16 - value.count))
            return "  " + shown + padding + value + (note.isEmpty ? "" : "  " + note) + "\n"
        }
        var text =
            "\(request.total.label.isEmpty ? "(no merchant name)" : terminalSafe(request.total.label)) (\(currency.name), \(currency))\n\n"
        for item in request.lineItems {
            if item.type == .pending {
                text += line(item.label, "pending", item.amount.map { "estimate \(money($0))" } ?? "")
            } else {
                text += line(item.label, money(item.amount), timing(item.timing, money))
            }
        }
        if !request.lineItems.isEmpty { text += "  " + String(repeating: "─", count: 54) + "\n" }
        let total = request.total
        text += line(
            "Pay \(total.label)", money(total.amount),
            total.type == .pending ? "(pending)" : timing(total.timing, money))
        if !request.shippingMethods.isEmpty {
            text += "\nShipping methods (\(request.shippingType.rawValue)):\n"
            for (index, method) in request.shippingMethods.enumerated() {
                var note = method.detail
                if let range = method.dateComponentsRange {
                    note += (note.isEmpty ? "" : ", ") + "\(date(range.start))–\(date(range.end))"
                }
                if index == 0 { note += note.isEmpty ? "(selected)" : " (selected)" }
                text += line(method.label, money(method.amount), note)
            }
        }
        return text
    }

    static func timing(_ timing: PaymentTiming, _ money: (Amount?) -> String) -> String {
        switch timing {
        case .immediate:
            return ""
        case .recurring(let schedule):
            let unit = schedule.intervalUnit.rawValue
            var text = schedule.intervalCount == 1 ? "every \(unit)" : "every \(schedule.intervalCount) \(unit)s"
            if let start = schedule.startDate { text += " from \(day(start))" }
            if let end = schedule.endDate { text += " until \(day(end))" }
            return text
        case .deferred(let date):
            return "on \(day(date))"
        case .automaticReload(let threshold):
            return "when the balance is below \(money(threshold))"
        }
    }

    static func day(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle().year().month().day())
    }

    static func date(_ components: DateComponentsRange.DateComponents) -> String {
        [components.years, components.months, components.days].compactMap { $0 }.map { String($0) }.joined(
            separator: "-")
    }
}
